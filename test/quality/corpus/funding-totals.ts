// Principle: amounts mean what they say (issue 17). A round is not a total: totalFunding comes
// only from an amount stated as a total ("brings total funding to", "to date", "insgesamt",
// "across three rounds", "totalt"), in the currency it is stated in, recorded with that currency
// (company.totalFundingCurrency). fundingStage is the latest round named.
import { html, served, type QualityCase } from '../case.js';

const page = (title: string, description: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${description}"><meta property="og:site_name" content="${title.split(' | ')[0]}"></head>
<body>${body}</body></html>`;

const ORBITAL = page(
  'Orbital Ledger | Reconciliation for marketplaces',
  'Orbital Ledger reconciles payouts, fees and refunds for online marketplaces.',
  `<h1>Close the books in hours, not weeks</h1>
<section class="news"><p><strong>Press:</strong> Orbital Ledger raised a $12M Series A led by Balderton, which brings total funding to $15.5M.</p></section>
<p>Our customers have raised over $2B between them.</p>`,
);

const GLASHUETTE = page(
  'Glasfaser Nord | Glasfaser für Gemeinden',
  'Glasfaser Nord plant und baut Glasfasernetze für Gemeinden in Schleswig-Holstein.',
  `<h1>Schnelles Netz für das Land</h1>
<p>Glasfaser Nord hat bisher insgesamt 48 Mio. Euro eingesammelt, zuletzt in einer Serie B mit der KfW.</p>
<p>Im Jahr 2021 schlossen wir eine Seed-Runde über 2,5 Mio. Euro ab.</p>`,
);

const FJORDLY = page(
  'Fjordly | Bokföring för restauranger',
  'Fjordly gör bokföringen åt restauranger och caféer i Norden.',
  `<h1>Bokföring som sköter sig själv</h1>
<p>Vi har tagit in totalt 120 miljoner kronor från Creandum och Northzone.</p>
<p>I mars stängde vi en Series A på 80 miljoner kronor.</p>`,
);

const THISTLE = page(
  'Thistle Health | Remote monitoring for care homes',
  'Thistle Health gives care homes remote monitoring of residents at night.',
  `<h1>Quiet nights, safer residents</h1>
<p>We've raised £9m across three rounds, most recently a £6m Series A led by Octopus Ventures.</p>`,
);

const ROUND_ONLY = page(
  'Sundial Robotics | Pruning robots for orchards',
  'Sundial Robotics builds pruning robots for apple and pear orchards.',
  `<h1>Prune every tree, every winter</h1>
<p>In May we closed a €8M seed round to put our robots in 40 orchards.</p>`,
);

const fundingCase = (
  id: string,
  about: string,
  email: string,
  domain: string,
  body: string,
  truth: QualityCase['truth'],
): QualityCase => ({
  id: `funding/${id}`,
  kind: 'funding total',
  about,
  signup: { email },
  dns: { [domain]: served() },
  sites: { [domain]: { '/': html(body) } },
  truth,
  model: {
    claims: [
      { key: 'totalFunding', value: 12000000, cite: { tool: 'website' } },
    ],
  },
});

export const FUNDING_TOTAL_CASES: readonly QualityCase[] = [
  fundingCase(
    'orbital-total-after-round',
    '"raised a $12M Series A … brings total funding to $15.5M"; customers\' $2B is theirs',
    'anika@orbital-ledger.test',
    'orbital-ledger.test',
    ORBITAL,
    {
      expect: {
        companyDomain: 'orbital-ledger.test',
        companyName: 'Orbital Ledger',
        companyDescription:
          'Orbital Ledger reconciles payouts, fees and refunds for online marketplaces.',
        fundingStage: 'Series A',
        totalFunding: 15_500_000,
      },
      allow: {
        industry: ['Financial Services', 'Software'],
        firstName: 'Anika',
        fullName: 'Anika',
      },
      company: { totalFundingCurrency: 'USD' },
    },
  ),
  fundingCase(
    'glasfaser-eur-insgesamt',
    'German: "bisher insgesamt 48 Mio. Euro eingesammelt, zuletzt in einer Serie B"; an earlier seed round of 2,5 Mio. Euro',
    'p.hansen@glasfaser-nord.test',
    'glasfaser-nord.test',
    GLASHUETTE,
    {
      expect: {
        companyDomain: 'glasfaser-nord.test',
        companyName: 'Glasfaser Nord',
        fundingStage: 'Series B',
        totalFunding: 48_000_000,
      },
      allow: {
        companyDescription:
          'Glasfaser Nord plant und baut Glasfasernetze für Gemeinden in Schleswig-Holstein.',
        industry: ['Real Estate & Construction', 'Energy', 'IT Services'],
        fullName: 'P Hansen',
        firstName: 'P',
        lastName: 'Hansen',
      },
      company: { totalFundingCurrency: 'EUR' },
    },
  ),
  fundingCase(
    'fjordly-sek-totalt',
    'Swedish: "tagit in totalt 120 miljoner kronor", then a Series A of 80 miljoner kronor (a round)',
    'sara@fjordly.test',
    'fjordly.test',
    FJORDLY,
    {
      expect: {
        companyDomain: 'fjordly.test',
        companyName: 'Fjordly',
        fundingStage: 'Series A',
        totalFunding: 120_000_000,
      },
      allow: {
        companyDescription:
          'Fjordly gör bokföringen åt restauranger och caféer i Norden.',
        industry: ['Financial Services', 'Software'],
        firstName: 'Sara',
        fullName: 'Sara',
      },
      company: { totalFundingCurrency: 'SEK' },
    },
  ),
  fundingCase(
    'thistle-gbp-rounds',
    '"£9m across three rounds, most recently a £6m Series A"',
    'o.grant@thistlehealth.test',
    'thistlehealth.test',
    THISTLE,
    {
      expect: {
        companyDomain: 'thistlehealth.test',
        companyName: 'Thistle Health',
        companyDescription:
          'Thistle Health gives care homes remote monitoring of residents at night.',
        fundingStage: 'Series A',
        totalFunding: 9_000_000,
      },
      allow: {
        industry: ['Healthcare', 'Health & Wellness', 'Software'],
        fullName: 'O Grant',
        firstName: 'O',
        lastName: 'Grant',
      },
      company: { totalFundingCurrency: 'GBP' },
    },
  ),
  fundingCase(
    'sundial-round-only',
    '"closed a €8M seed round": a stage, no total',
    'kai@sundial-robotics.test',
    'sundial-robotics.test',
    ROUND_ONLY,
    {
      expect: {
        companyDomain: 'sundial-robotics.test',
        companyName: 'Sundial Robotics',
        companyDescription:
          'Sundial Robotics builds pruning robots for apple and pear orchards.',
        fundingStage: 'Seed',
      },
      allow: {
        industry: ['Agriculture', 'Manufacturing'],
        firstName: 'Kai',
        fullName: 'Kai',
      },
    },
  ),
];
