import { ownLinkedinUrl } from './company-links.js';
import { linkedinCompanyUrl } from './profile-links.js';

const link = (href: string, text = 'LinkedIn') => ({ href, text });
const noOrg = undefined;

describe('ownLinkedinUrl', () => {
  it("refuses the agency's LinkedIn in a footer credit, even when it is the only one", () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [
          link(
            'https://www.linkedin.com/company/pixelhaus-agentur/',
            'Pixelhaus auf LinkedIn',
          ),
        ],
        ['Bäckerei Hofmann'],
        'baeckerei-hofmann.de',
      ),
    ).toBeUndefined();
  });

  it("picks the company's own link out of its own and the agency's", () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [
          link('https://www.linkedin.com/company/summit-dental-care/'),
          link(
            'https://www.linkedin.com/company/bluefrog-digital',
            'Bluefrog on LinkedIn',
          ),
        ],
        ['Summit Dental Care'],
        'summitdental.co.uk',
      ),
    ).toBe('https://www.linkedin.com/company/summit-dental-care');
  });

  it('takes a numeric page whose link text names the company', () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [
          link(
            'https://www.linkedin.com/company/10423311',
            'Follow Ravenstack on LinkedIn',
          ),
        ],
        ['Ravenstack'],
        'ravenstack.io',
      ),
    ).toBe('https://www.linkedin.com/company/10423311');
  });

  it("takes what the company's own Organization lists, whatever its slug", () => {
    expect(
      ownLinkedinUrl(
        {
          name: 'Nordwind Energie',
          sameAs: ['https://www.linkedin.com/company/nwe-gmbh'],
        },
        [],
        ['Nordwind Energie'],
        'nordwind-energie.de',
      ),
    ).toBe('https://www.linkedin.com/company/nwe-gmbh');
  });

  it('reads linkedin.com/school/ pages (universities) in canonical form', () => {
    expect(
      linkedinCompanyUrl('https://de.linkedin.com/school/tu-rheinfeld/?trk=x'),
    ).toBe('https://www.linkedin.com/school/tu-rheinfeld');
    expect(
      linkedinCompanyUrl('https://www.linkedin.com/in/someone'),
    ).toBeUndefined();
  });
});

const icon = (href: string, text = 'LinkedIn') => ({ href, text });

describe('ownLinkedinUrl: an icon-only footer link', () => {
  it.each([
    ['an aria-label "LinkedIn" and a numeric id', 'LinkedIn'],
    ['a title "Follow us on LinkedIn"', 'Follow us on LinkedIn'],
    ['no text at all', ''],
  ])(
    'is the company’s when it is the only LinkedIn page linked: %s',
    (_how, text) => {
      expect(
        ownLinkedinUrl(
          noOrg,
          [icon('https://www.linkedin.com/company/74120533/', text)],
          ['Tidepool Labs'],
          'tidepool-labs.test',
        ),
      ).toBe(linkedinCompanyUrl('https://www.linkedin.com/company/74120533/'));
    },
  );

  it('is no one’s when two LinkedIn pages are linked by icons', () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [
          icon('https://www.linkedin.com/company/30001234/'),
          icon('https://www.linkedin.com/company/pixelforge-studio/'),
        ],
        ['Oakridge Dental'],
        'oakridge-dental.test',
      ),
    ).toBeUndefined();
  });

  it('is not the company’s when its slug names another organisation on the page', () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [icon('https://www.linkedin.com/company/halvard-group/')],
        ['Halvard Göteborg'],
        'halvard-gbg.test',
        ['Halvard Group'],
      ),
    ).toBeUndefined();
  });

  it('is not taken from a link whose text names someone', () => {
    expect(
      ownLinkedinUrl(
        noOrg,
        [icon('https://www.linkedin.com/company/bw-estimating/', 'Pixelforge')],
        ['Brickwise'],
        'brickwise.test',
      ),
    ).toBeUndefined();
  });
});
