// Data-provider cases (issue 20). A provider is one more source, and the identity rules apply to
// it as to any profile: its employer is this company only when that employer's domain is the
// email's (stale jobs, parent companies and free-mail addresses are the common ways it is not);
// where it agrees, it fills what keyless research cannot find.
//
// Each case's `providers` world is answered alike by the PDL, Apollo and Hunter fixtures. These
// cases need the waterfall in the corpus runner (the service configured with a provider key and
// the fixtures' origins); until then they are checked for what they claim to exercise by
// provider-cases.spec.ts and are not part of CORPUS.
import { html, served, type QualityCase } from '../case.js';
import type {
  FixtureCompany,
  FixturePerson,
} from '../../support/fixtures/providers/index.js';

const GOOGLE_MX = { MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }] };
const siteFor = (name: string, description: string, city: string) =>
  html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${name}</title><meta name="description" content="${description}">
<meta property="og:site_name" content="${name}"></head>
<body><h1>${name}</h1><p>${description}</p><footer>© ${name} · ${city}</footer></body></html>`);

// --- the employer a provider claims is not the email's company -------------------------------

const BRIGHTPATH: FixtureCompany = {
  name: 'Brightpath Logistics',
  domain: 'brightpath-logistics.test',
  description: 'Freight brokerage for mid-size retailers.',
  industry: 'logistics and supply chain',
  employeeCount: 1800,
  sizeBand: '1001-5000',
  linkedinSlug: 'brightpath-logistics',
  city: 'Columbus',
  region: 'Ohio',
  country: 'United States',
};

const STALE_JOB: FixturePerson = {
  email: 'dana.okafor@lumenworks.test',
  firstName: 'Dana',
  lastName: 'Okafor',
  title: 'Director of Operations',
  seniority: 'director',
  role: 'operations',
  linkedinSlug: 'dana-okafor',
  city: 'Columbus',
  region: 'Ohio',
  country: 'United States',
  employer: BRIGHTPATH,
  likelihood: 8,
};

const MEGACORP: FixtureCompany = {
  name: 'Megacorp Holdings',
  domain: 'megacorp-holdings.test',
  description: 'A diversified holding company.',
  industry: 'financial services',
  employeeCount: 52000,
  sizeBand: '10001+',
  linkedinSlug: 'megacorp-holdings',
  city: 'New York',
  region: 'New York',
  country: 'United States',
};

const PARENT_EMPLOYER: FixturePerson = {
  email: 'li.wen@pixelforge.test',
  firstName: 'Li',
  lastName: 'Wen',
  title: 'Senior Product Designer',
  seniority: 'senior',
  role: 'design',
  linkedinSlug: 'li-wen-design',
  city: 'Seattle',
  region: 'Washington',
  country: 'United States',
  employer: MEGACORP,
  likelihood: 7,
};

const NORTHWIND: FixtureCompany = {
  name: 'Northwind Robotics',
  domain: 'northwind-robotics.test',
  description: 'Warehouse picking robots.',
  industry: 'machinery',
  employeeCount: 140,
  sizeBand: '51-200',
  linkedinSlug: 'northwind-robotics',
  city: 'Pittsburgh',
  region: 'Pennsylvania',
  country: 'United States',
};

const FREE_MAIL: FixturePerson = {
  email: 'sam.reyes@gmail.com',
  firstName: 'Sam',
  lastName: 'Reyes',
  title: 'Robotics Engineer',
  seniority: 'senior',
  role: 'engineering',
  linkedinSlug: 'sam-reyes-robotics',
  city: 'Pittsburgh',
  region: 'Pennsylvania',
  country: 'United States',
  employer: NORTHWIND,
  likelihood: 9,
};

// --- the provider agrees with the email and fills the gaps ------------------------------------

const QUILLSTACK: FixtureCompany = {
  name: 'Quillstack',
  domain: 'quillstack.test',
  description: 'Contract management for procurement teams.',
  industry: 'computer software',
  employeeCount: 85,
  sizeBand: '51-200',
  fundingStage: 'series_a',
  totalFunding: 12000000,
  linkedinSlug: 'quillstack',
  city: 'Denver',
  region: 'Colorado',
  country: 'United States',
};

const EMAIL_ONLY: FixturePerson = {
  email: 'mara.lindqvist@quillstack.test',
  firstName: 'Mara',
  lastName: 'Lindqvist',
  title: 'Head of Revenue Operations',
  seniority: 'head',
  role: 'sales',
  linkedinSlug: 'mara-lindqvist',
  city: 'Denver',
  region: 'Colorado',
  country: 'United States',
  employer: QUILLSTACK,
  likelihood: 9,
};

const TIDEWATER: FixtureCompany = {
  name: 'Tidewater Analytics',
  domain: 'tidewater-analytics.test',
  description: 'Demand forecasting for coastal ports.',
  industry: 'computer software',
  employeeCount: 42,
  sizeBand: '11-50',
  linkedinSlug: 'tidewater-analytics',
  city: 'Norfolk',
  region: 'Virginia',
  country: 'United States',
};

const SITE_AGREES: FixturePerson = {
  email: 'omar.haddad@tidewater-analytics.test',
  firstName: 'Omar',
  lastName: 'Haddad',
  title: 'Data Engineer',
  seniority: 'senior',
  role: 'engineering',
  linkedinSlug: 'omar-haddad-data',
  city: 'Norfolk',
  region: 'Virginia',
  country: 'United States',
  employer: TIDEWATER,
  likelihood: 8,
};

/** The person's own facts as every provider states them (PDL lower-cases places). */
const personTruth = (person: FixturePerson) => ({
  fullName: `${person.firstName} ${person.lastName}`,
  firstName: person.firstName,
  lastName: person.lastName,
  linkedinUrl: `https://www.linkedin.com/in/${person.linkedinSlug}`,
  location: `${person.city}, ${person.region}, ${person.country}`,
});

/**
 * The company's facts as a provider states them, in our vocabularies: `industry` is the
 * provider's label in our taxonomy (written here by hand, not by the code under test).
 */
const companyTruth = (company: FixtureCompany, industry: string) => ({
  companyName: company.name,
  companyDomain: company.domain,
  companyDescription: company.description!,
  industry,
  employeeCount: company.employeeCount!,
  employeeRange: company.sizeBand!,
  companyLinkedinUrl: `https://www.linkedin.com/company/${company.linkedinSlug}`,
  companyLocation: `${company.city}, ${company.region}, ${company.country}`,
});

export const PROVIDER_CASES: QualityCase[] = [
  {
    id: 'provider-employer/stale-job',
    kind: 'provider employer',
    about:
      "the provider's record still has a former employer (another domain) and the title held there",
    signup: { email: STALE_JOB.email },
    dns: { 'lumenworks.test': served(GOOGLE_MX) },
    sites: {
      'lumenworks.test': {
        '/': siteFor('Lumenworks', 'Lighting design for theatres.', 'Columbus'),
      },
    },
    providers: { people: [STALE_JOB] },
    truth: {
      expect: {
        ...personTruth(STALE_JOB),
        companyName: 'Lumenworks',
        companyDomain: 'lumenworks.test',
        companyDescription: 'Lighting design for theatres.',
      },
      techStack: { expect: ['Google Workspace'] },
      forbidText: [/brightpath/i, /director of operations/i],
    },
  },
  {
    id: 'provider-employer/parent-company',
    kind: 'provider employer',
    about:
      "the provider files the person under the parent company's domain, 600 times the brand's size",
    signup: { email: PARENT_EMPLOYER.email, name: 'Li Wen' },
    dns: { 'pixelforge.test': served(GOOGLE_MX) },
    sites: {
      'pixelforge.test': {
        '/': siteFor('Pixelforge', 'Game art outsourcing studio.', 'Seattle'),
      },
    },
    providers: { people: [PARENT_EMPLOYER] },
    truth: {
      expect: {
        ...personTruth(PARENT_EMPLOYER),
        companyName: 'Pixelforge',
        companyDomain: 'pixelforge.test',
        companyDescription: 'Game art outsourcing studio.',
      },
      techStack: { expect: ['Google Workspace'] },
      forbidText: [/megacorp/i, /52,?000/],
    },
  },
  {
    id: 'provider-employer/free-mail',
    kind: 'provider employer',
    about:
      "a gmail address: the provider's employer may be kept only as the person's, never as the address's company",
    signup: { email: FREE_MAIL.email, name: 'Sam Reyes' },
    providers: { people: [FREE_MAIL] },
    truth: {
      expect: personTruth(FREE_MAIL),
      // The provider's claim about Sam's employer is true in this world; kept as the person's
      // employer (issue 20) it is correct, but nothing may say it is gmail.com's company.
      allow: {
        title: FREE_MAIL.title!,
        seniority: 'senior',
        department: 'engineering',
        companyName: NORTHWIND.name,
        companyDomain: NORTHWIND.domain,
      },
      forbidText: [/google/i],
    },
  },
  {
    id: 'provider-gap/email-only',
    kind: 'provider fills the gaps',
    about:
      "no website, no public profile: only a provider knows the person, at the email's own domain",
    signup: { email: EMAIL_ONLY.email },
    dns: { 'quillstack.test': { MX: GOOGLE_MX.MX } },
    providers: { people: [EMAIL_ONLY] },
    truth: {
      expect: {
        ...personTruth(EMAIL_ONLY),
        title: EMAIL_ONLY.title!,
        companyName: QUILLSTACK.name,
        companyDomain: QUILLSTACK.domain,
        employeeCount: QUILLSTACK.employeeCount!,
      },
      allow: {
        ...companyTruth(QUILLSTACK, 'Software'),
        seniority: ['director'],
        department: 'sales',
        fundingStage: 'Series A',
        totalFunding: QUILLSTACK.totalFunding!,
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'provider-gap/site-agrees',
    kind: 'provider fills the gaps',
    about:
      "the company's site names it; the provider agrees on the employer and adds the person's job",
    signup: { email: SITE_AGREES.email, name: 'Omar Haddad' },
    dns: { 'tidewater-analytics.test': served(GOOGLE_MX) },
    sites: {
      'tidewater-analytics.test': {
        '/': siteFor(TIDEWATER.name, TIDEWATER.description!, 'Norfolk'),
      },
    },
    providers: { people: [SITE_AGREES] },
    truth: {
      expect: {
        ...personTruth(SITE_AGREES),
        title: SITE_AGREES.title!,
        companyName: TIDEWATER.name,
        companyDomain: TIDEWATER.domain,
        companyDescription: TIDEWATER.description!,
        // PDL's "computer software", in our taxonomy
        industry: 'Software',
      },
      allow: {
        ...companyTruth(TIDEWATER, 'Software'),
        seniority: 'senior',
        department: ['engineering', 'data'],
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
];
