// No fact moves with the page (issue 17): two fixture companies, researched by the real service
// once as they are and once with their sites swapped between their domains. A fact is the
// company's through an identity link to the email's domain; a page that says it is another
// company's (its url, @id, sameAs, brand) gives the swapped domain none of that company's facts.
import type { QualityCase } from './case.js';
import { html, served } from './case.js';
import { runCorpus, type AgentName } from './run-corpus.js';

const site = (c: {
  name: string;
  domain: string;
  tagline: string;
  description: string;
  employees: number;
  city: string;
  prose: string;
}) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>${c.name} | ${c.tagline}</title>
<meta name="description" content="${c.description}">
<meta property="og:site_name" content="${c.name}">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `https://${c.domain}/#organization`,
  name: c.name,
  url: `https://${c.domain}/`,
  numberOfEmployees: c.employees,
  address: { '@type': 'PostalAddress', addressLocality: c.city },
  sameAs: [`https://www.linkedin.com/company/${c.domain.split('.')[0]}`],
})}</script></head>
<body><h1>${c.tagline}</h1><p>${c.prose}</p>
<footer>© 2024 ${c.name} · <a href="https://www.linkedin.com/company/${c.domain.split('.')[0]}">LinkedIn</a></footer></body></html>`;

const ASHGROVE = site({
  name: 'Ashgrove Analytics',
  domain: 'ashgrove.test',
  tagline: 'Revenue forecasting for subscription software',
  description:
    'Ashgrove Analytics forecasts recurring revenue for subscription software companies.',
  employees: 85,
  city: 'Dublin',
  prose:
    "We're a team of 85 in Dublin. We raised a $20M Series B, bringing total funding to $31M.",
});
const BIRCHLINE = site({
  name: 'Birchline Freight',
  domain: 'birchline.test',
  tagline: 'Short-sea freight across the Baltic',
  description:
    'Birchline Freight runs weekly short-sea container sailings between Gdańsk, Riga and Helsinki.',
  employees: 240,
  city: 'Gdańsk',
  prose:
    'We are 240 people headquartered in Gdańsk, and we closed a €15M Series A in total this year.',
});

function cases(swapped: boolean): QualityCase[] {
  const pages = swapped
    ? { 'ashgrove.test': BIRCHLINE, 'birchline.test': ASHGROVE }
    : { 'ashgrove.test': ASHGROVE, 'birchline.test': BIRCHLINE };
  return Object.entries(pages).map(([domain, page]) => ({
    id: `swap/${domain}`,
    kind: 'domain swap',
    about: swapped ? 'the other company’s site' : 'its own site',
    signup: { email: `ops@${domain}` },
    dns: { [domain]: served() },
    sites: { [domain]: { '/': html(page) } },
    truth: { expect: {} },
  }));
}

/** Facts about the company (not the domain itself, nor what its server runs). */
const MOVABLE = [
  'companyName',
  'companyDescription',
  'industry',
  'employeeCount',
  'employeeRange',
  'fundingStage',
  'totalFunding',
  'companyLinkedinUrl',
  'companyLocation',
];

describe.each<AgentName>(['research', 'llm'])(
  'the %s agent: no fact moves with the page',
  (agent) => {
    let own: Map<string, Record<string, any>>;
    let swapped: Map<string, Record<string, any>>;

    beforeAll(async () => {
      const [a, b] = [
        await runCorpus(cases(false), agent),
        await runCorpus(cases(true), agent),
      ];
      const enrichments = (run: typeof a) =>
        new Map(
          [...run.outcomes].map(([id, o]) => [id, o.record.enrichment ?? {}]),
        );
      own = enrichments(a);
      swapped = enrichments(b);
    });

    it('finds each company’s facts on its own site', () => {
      expect(own.get('swap/ashgrove.test')).toMatchObject({
        companyName: 'Ashgrove Analytics',
        employeeCount: 85,
        companyLocation: 'Dublin',
        totalFunding: 31_000_000,
      });
      expect(own.get('swap/birchline.test')).toMatchObject({
        companyName: 'Birchline Freight',
        employeeCount: 240,
      });
    });

    it('gives a domain none of the other company’s facts when their sites are swapped', () => {
      for (const [id, mine] of own) {
        const other =
          id === 'swap/ashgrove.test'
            ? 'swap/birchline.test'
            : 'swap/ashgrove.test';
        const moved = swapped.get(other)!;
        const carried = MOVABLE.filter(
          (key) => mine[key] !== undefined && moved[key] === mine[key],
        ).map((key) => `${key}=${JSON.stringify(mine[key])}`);
        expect({ domain: other, carried }).toEqual({
          domain: other,
          carried: [],
        });
        expect(moved.companyDomain).toBe(other.replace('swap/', ''));
      }
    });
  },
);
