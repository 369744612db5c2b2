// The one list of what a destination can be sent about a person, and how each value is read from
// the actor's record. A mapping (per destination, per organization) names these fields; nothing
// else about an actor leaves for a CRM.
import type { Enrichment, Intelligence } from '../research/types.js';

export const SOURCE_FIELDS = {
  email: 'the address',
  firstName: 'first name',
  lastName: 'last name',
  fullName: 'full name',
  title: 'job title',
  linkedinUrl: 'LinkedIn profile URL',
  location: 'location, as found (free text)',
  city: 'city, only when the location reads unambiguously as "city, region, country"',
  region: 'state or region, as city',
  country: 'country, as city',
  companyName: 'company name',
  companyDomain: 'company domain',
  website: 'company website (https://<domain>)',
  companyDescription: 'company description',
  industry: 'industry',
  employeeCount: 'number of employees',
  employeeRange: 'employee range, e.g. 51-200',
  companyLinkedinUrl: "company's LinkedIn page",
  score: 'ICP fit score, 0–100',
  band: 'score band: hot, warm or cold',
  scoreExplanation: "the score's explanation",
  summary: 'one-paragraph summary of the person',
  outreachAdvice: 'the one-line outreach advice',
  suggestedChannel: 'the suggested channel',
  lastEnrichedAt: 'when the record was last enriched (ISO 8601)',
  actorUrl: "the actor's page in our dashboard (PUBLIC_URL)",
} as const;

export type SourceField = keyof typeof SOURCE_FIELDS;

export const SOURCE_FIELD_NAMES = Object.keys(SOURCE_FIELDS) as SourceField[];

export function isSourceField(name: string): name is SourceField {
  return Object.hasOwn(SOURCE_FIELDS, name);
}

/** What the fields are read from: an actor's record as stored. */
export interface ActorFieldsInput {
  email: string;
  name: string | null;
  enrichment: Enrichment | null;
  intelligence: Intelligence | null;
  score: number | null;
  scoring: Record<string, unknown> | null;
  band: 'hot' | 'warm' | 'cold' | null;
  enrichedAt: Date | null;
  dashboardUrl: string | null;
}

/** Every field the record has a value for. */
export function actorFields(
  actor: ActorFieldsInput,
): Partial<Record<SourceField, string | number>> {
  const e = actor.enrichment ?? {};
  const i = actor.intelligence ?? {};
  const place = e.location ? parsePlace(e.location) : null;
  const explanation = actor.scoring?.explanation;
  const values: Partial<Record<SourceField, string | number | undefined>> = {
    email: actor.email,
    firstName: e.firstName,
    lastName: e.lastName,
    fullName: e.fullName ?? actor.name ?? undefined,
    title: e.title,
    linkedinUrl: e.linkedinUrl,
    location: e.location,
    city: place?.city,
    region: place?.region,
    country: place?.country,
    companyName: e.companyName,
    companyDomain: e.companyDomain,
    website: e.companyDomain ? `https://${e.companyDomain}` : undefined,
    companyDescription: e.companyDescription,
    industry: e.industry,
    employeeCount: e.employeeCount,
    employeeRange: e.employeeRange,
    companyLinkedinUrl: e.companyLinkedinUrl,
    score: actor.score ?? undefined,
    band: actor.band ?? undefined,
    scoreExplanation: typeof explanation === 'string' ? explanation : undefined,
    summary: i.summary,
    outreachAdvice: oneLine(i.suggestedHook ?? i.outreachStrategy),
    suggestedChannel: i.suggestedChannel,
    lastEnrichedAt: actor.enrichedAt?.toISOString(),
    actorUrl: actor.dashboardUrl ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && v !== '',
    ),
  ) as Partial<Record<SourceField, string | number>>;
}

/**
 * "Austin, Texas, United States" → its three parts. Anything else (one part, two parts that may
 * be "city, country" or "city, state", four) is not split: a wrong city in a CRM is worse than none.
 */
export function parsePlace(
  location: string,
): { city: string; region: string; country: string } | null {
  const parts = location.split(',').map((p) => p.trim());
  if (
    parts.length !== 3 ||
    parts.some((p) => !/^[\p{L}][\p{L} .'-]*$/u.test(p))
  )
    return null;
  const [city, region, country] = parts as [string, string, string];
  return { city, region, country };
}

/** The first sentence, at most 300 characters: advice that fits on a line. */
function oneLine(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const first = text.split(/(?<=[.!?])\s/)[0]!.trim();
  return first.length > 300 ? `${first.slice(0, 297)}…` : first;
}
