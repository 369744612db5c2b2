// One case of the messy-web corpus: a signup, the slice of the outside world it meets (DNS, sites,
// GitHub, Gravatar), the truth about it, and what a careless model would claim about it.
import type { DnsZoneRecords } from '../support/fixtures/dns-server.js';
import type { SiteFixture } from '../support/fixtures/http-fixtures.js';
import type {
  FixtureCompany,
  FixturePerson,
} from '../support/fixtures/providers/index.js';

/** A fact value as the public record holds it. */
export type FactValue = string | number;

/** Several values are true (e.g. a description stated twice on a page, worded differently). */
export type Accepted = FactValue | readonly FactValue[];

export interface Truth {
  /** Facts a careful researcher finds from this world: counted in coverage, must match. */
  expect: Readonly<Record<string, Accepted>>;
  /** Also true, but not required (derived or incidental): returned, they are correct. */
  allow?: Readonly<Record<string, Accepted>>;
  /** techStack entries: expected ones count in coverage; allowed ones are merely correct. */
  techStack?: { expect?: readonly string[]; allow?: readonly string[] };
  /** fact key -> the page its citation must name (facts stated on one page of several) */
  citedTo?: Readonly<Record<string, string>>;
  /** each must match one of `intelligence.concerns` (counted in coverage as `concerns`) */
  concerns?: readonly RegExp[];
  /** text that must appear nowhere in the analysis (each hit counts as a false statement) */
  forbidText?: readonly RegExp[];
  /**
   * The record's `company` member: the parent the company's site names, the currency of its
   * total funding, its X account. Scored like facts ("company.parent",
   * "company.totalFundingCurrency", "company.xUrl"): one returned that the truth does not hold
   * is false.
   */
  company?: { parent?: Accepted; totalFundingCurrency?: string; xUrl?: string };
  /**
   * Why a fact stays empty, as the research report must say (`research.missing`): scored as
   * `research.missing`, expected and found, false when it gives another reason.
   */
  missing?: Readonly<
    Record<string, 'not_stated' | 'not_linked' | 'other_organisation'>
  >;
}

/** What the careless model cites a claim to: a research tool, or the page it read at `url`. */
export type CiteTo = { tool: string } | { page: string };

export interface ModelClaim {
  key: string;
  value: FactValue | readonly string[];
  cite: CiteTo;
}

export interface CarelessModel {
  /** pages it reads with fetch_page after the research tools (at most three) */
  reads?: readonly string[];
  /** false (or true) facts it states on top of copying what the tools reported */
  claims?: readonly ModelClaim[];
  /** intelligence members it writes, e.g. highlights copied from a page */
  intelligence?: Readonly<Record<string, string | readonly string[]>>;
  /** references its intelligence cites for each member */
  intelligenceCites?: Readonly<Record<string, readonly CiteTo[]>>;
}

export interface QualityCase {
  /** `<class>/<name>`, unique */
  id: string;
  /** the failure class or missed fact it exercises (the report groups by it) */
  kind: string;
  /** what makes this page messy, in one line */
  about: string;
  signup: {
    email: string;
    name?: string;
    metadata?: Record<string, unknown>;
  };
  dns?: Readonly<Record<string, DnsZoneRecords>>;
  /** host -> site; a domain with no site here has no web server at all */
  sites?: Readonly<Record<string, SiteFixture>>;
  github?: Record<string, unknown> & { login: string; email: string };
  gravatar?: Record<string, unknown>;
  /**
   * What the data providers know in this world, provider-neutral: every provider fixture
   * (test/support/fixtures/providers) answers it in its own documented shape.
   */
  providers?: { people?: FixturePerson[]; companies?: FixtureCompany[] };
  truth: Truth;
  /** the LLM agent's scripted model for this case; by default it copies the tools' facts */
  model?: CarelessModel;
}

/** An HTML page answered with status 200. */
export const html = (body: string, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

/** A redirect, as parking services and marketplaces answer. */
export const redirect = (location: string, status = 302) => ({
  status,
  headers: { location, 'content-type': 'text/html' },
  body: '',
});

/** A domain that resolves to the fixture server (A on loopback), with optional MX/TXT/NS. */
export const served = (records: DnsZoneRecords = {}): DnsZoneRecords => ({
  A: ['127.0.0.1'],
  ...records,
});
