import { industryFrom, type IndustryEvidence } from './industry.js';

const from = (evidence: Partial<IndustryEvidence>) =>
  industryFrom({
    types: [],
    linkedinSchool: false,
    statements: [],
    ...evidence,
  });

describe('industryFrom', () => {
  it.each<[string, Partial<IndustryEvidence>, string]>([
    [
      'a university by its schema.org type',
      { types: ['CollegeOrUniversity'] },
      'Higher Education',
    ],
    [
      'a college by its LinkedIn school page and its own words',
      {
        linkedinSchool: true,
        statements: [
          "St Mary's College London is a university college offering undergraduate degrees.",
        ],
      },
      'Higher Education',
    ],
    ['a dentist by its type', { types: ['Dentist'] }, 'Healthcare'],
    [
      'software for law firms is software',
      {
        companyName: 'Quillsoft',
        statements: [
          'Quillsoft | Practice management software for UK solicitors',
          'Quillsoft is practice management and legal accounting software used by 4,000 UK law firms.',
        ],
      },
      'Software',
    ],
    [
      'software for pharmacies is software',
      {
        companyName: 'Heliograph',
        statements: [
          'Heliograph is cloud software that manages stock, orders and expiry dates for independent pharmacies.',
        ],
      },
      'Software',
    ],
    [
      'a wind park operator by its name and words',
      {
        companyName: 'Nordwind Energie',
        statements: [
          'Nordwind Energie plant, baut und betreibt Windparks an Land in Norddeutschland.',
        ],
      },
      'Energy',
    ],
    [
      'an agritech company that also writes software',
      {
        companyName: 'Verdant Agritech',
        statements: [
          'Verdant Agritech | Soil sensing for regenerative farms',
          'Verdant Agritech builds low-cost soil carbon sensors and software for regenerative farms.',
        ],
      },
      'Agriculture',
    ],
    [
      'a freight line',
      {
        companyName: 'Tidewater Freight',
        statements: [
          'Tidewater Freight | Short-sea shipping across Northern Europe',
        ],
      },
      'Logistics & Transportation',
    ],
    [
      'a payouts company',
      {
        companyName: 'CobaltPay',
        statements: ['CobaltPay — Instant payouts for marketplaces'],
      },
      'Financial Services',
    ],
  ])('%s', (_label, evidence, expected) => {
    expect(from(evidence)).toBe(expected);
  });

  it.each<[string, Partial<IndustryEvidence>]>([
    [
      'a vague mission statement',
      {
        statements: ['We partner with exceptional people to build the future.'],
      },
    ],
    [
      'words that only modify ("carrier and warehouse data")',
      {
        companyName: 'Corvid Data',
        statements: ['Corvid Data syncs carrier and warehouse data.'],
      },
    ],
    [
      'two industries neck and neck',
      {
        statements: [
          'Corvid Data — Data pipelines for logistics teams',
          'Syncs carrier, warehouse and order data into one model.',
        ],
      },
    ],
    [
      'customers named, nothing said about itself',
      { statements: ['Trusted by banks, hospitals and universities.'] },
    ],
  ])('no industry from %s', (_label, evidence) => {
    expect(from(evidence)).toBeUndefined();
  });
});
