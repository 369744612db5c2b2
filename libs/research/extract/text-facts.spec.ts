import { fundingIn, headcountIn, headquartersIn } from './text-facts.js';

describe('headcountIn', () => {
  it.each([
    ["We're a team of 85 engineers, designers and researchers.", 85],
    ['Today 140 people work for Tidewater across four offices.', 140],
    [
      'beschäftigt Nordwind Energie heute über 1.200\u00a0Mitarbeiter an elf Standorten.',
      1200,
    ],
    [
      'Atelier Lumen compte aujourd’hui 1\u202f200 collaborateurs répartis entre Lyon et Porto.',
      1200,
    ],
    ['Wir sind ein Team aus 12 Entwicklern.', 12],
    ['More than 1,200 employees in 11 countries.', 1200],
    ['Our 1.2k employees work remotely.', 1200],
  ])('%j -> %d', (text, expected) => {
    expect(headcountIn([text])).toBe(expected);
  });

  it.each([
    'We work with teams of 5 to 500 people.',
    'Trusted by marketplaces with teams of 10 to 10,000.',
    'Quillsoft is used by 4,000 UK law firms.',
    'We help companies with 50 employees grow.',
    'Unser Team aus 2,5 Vollzeitkräften nimmt sich Zeit.',
    'Plus de 300 projets livrés en Europe.',
    'We move 60,000 containers a year for more than 1,200 shippers.',
    'Founded in 2004 with a clear mission.',
  ])('%j -> none', (text) => {
    expect(headcountIn([text])).toBeUndefined();
  });

  it('gives no headcount when a page states two', () => {
    expect(
      headcountIn(['A team of 85.', 'Today 140 people work here.']),
    ).toBeUndefined();
  });
});

describe('headquartersIn', () => {
  it.each([
    ['PortoLab is a product studio headquartered in Porto. We build.', 'Porto'],
    [
      'Our headquarters are in Rotterdam, the Netherlands, next to the Waalhaven terminal.',
      'Rotterdam, the Netherlands',
    ],
    ['Unser Hauptsitz ist in Husum.', 'Husum'],
    ['Notre siège social est situé à Lyon.', 'Lyon'],
    [
      'Headquartered in Manchester, Brickfield works with 60 housing associations.',
      'Manchester',
    ],
    [
      'Hollowbrook Outfitters is headquartered in Boulder, Colorado. We test.',
      'Boulder, Colorado',
    ],
    ['HQ: Lisbon', 'Lisbon'],
  ])('%j -> %s', (text, expected) => {
    expect(headquartersIn([text])).toBe(expected);
  });

  it.each([
    'Our clients are headquartered in many countries.',
    'headquartered in the heart of the city',
    'We ship to customers based in Berlin.',
  ])('%j -> none', (text) => {
    expect(headquartersIn([text])).toBeUndefined();
  });
});

describe('fundingIn', () => {
  const names = ['CobaltPay', 'Gridlyte', 'Verdant Agritech', 'PortoLab'];
  it.each([
    [
      'News: CobaltPay raised a $12M Series A led by Northzone to bring instant payouts to every marketplace.',
      { fundingStage: 'Series A', totalFunding: 12_000_000 },
    ],
    [
      'In March 2024 we closed a €4.5 million seed round led by Astanor.',
      { fundingStage: 'Seed' }, // a euro amount is no USD total
    ],
    [
      'Gridlyte has raised $40 million to date from Energy Impact Partners.',
      { totalFunding: 40_000_000 },
    ],
    [
      'We raised a $5M seed in 2021 and a $20M Series A in 2023, bringing our total to $25 million in total.',
      { fundingStage: 'Series A', totalFunding: 25_000_000 },
    ],
  ])('%j', (text, expected) => {
    expect(fundingIn([text], names)).toEqual(expected);
  });

  it.each([
    'Our clients have raised over $300M since working with us.',
    'Built for Series A-ready marketplaces that outgrew batch payouts.',
    'We help startups that have raised a Series A.',
    'The Seed Vault is our storage product.',
  ])('%j -> nothing', (text) => {
    expect(fundingIn([text], names)).toEqual({});
  });

  it('gives no total for several rounds without a stated total', () => {
    expect(
      fundingIn(
        ['We raised a $5M seed in 2021.', 'In 2023 we raised a $20M Series A.'],
        names,
      ),
    ).toEqual({ fundingStage: 'Series A' });
  });
});
