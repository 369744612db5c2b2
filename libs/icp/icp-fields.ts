// Which facts a rule may read, and how one is read from the actor being scored.
import type { EmailSignals, Enrichment, FactKey } from '../research/types.js';
import type { IcpEmailField, IcpField } from './icp-profile.js';

/** Everything scoring can see about one actor; any part may be unknown (null). */
export interface IcpSubject {
  enrichment: Enrichment | null;
  signals: EmailSignals | null;
  name: string | null;
  source: string | null;
  metadata: Record<string, unknown> | null;
}

// Records rather than arrays so that a fact added to EnrichmentFacts fails to compile here until
// someone decides whether rules may read it. Bookkeeping members (citations, sources, confidence,
// enrichedAt) are deliberately not facts.
const ENRICHMENT_FIELDS: Record<FactKey, true> = {
  fullName: true,
  firstName: true,
  lastName: true,
  title: true,
  seniority: true,
  department: true,
  linkedinUrl: true,
  twitterHandle: true,
  githubUsername: true,
  bio: true,
  location: true,
  photoUrl: true,
  companyName: true,
  companyDomain: true,
  companyDescription: true,
  industry: true,
  employeeCount: true,
  employeeRange: true,
  fundingStage: true,
  totalFunding: true,
  techStack: true,
  companyLinkedinUrl: true,
  companyLocation: true,
};
const EMAIL_FIELDS: Record<IcpEmailField, true> = {
  emailDomain: true,
  isFreeEmail: true,
  isDisposable: true,
  isRoleAccount: true,
};

export const METADATA_PREFIX = 'metadata.';

/** Every field a rule may name, `metadata.<path>` aside: for suggesting them in an editor. */
export const ICP_FIXED_FIELDS: readonly string[] = [
  ...Object.keys(ENRICHMENT_FIELDS),
  ...Object.keys(EMAIL_FIELDS),
  'name',
  'source',
];

export function isEnrichmentField(field: string): field is FactKey {
  return Object.hasOwn(ENRICHMENT_FIELDS, field);
}

export function isEmailField(field: string): field is IcpEmailField {
  return Object.hasOwn(EMAIL_FIELDS, field);
}

/** Segments of a well-formed `metadata.<path>` field, or null when the field is not one. */
export function metadataPath(field: string): string[] | null {
  if (!field.startsWith(METADATA_PREFIX)) return null;
  const segments = field.slice(METADATA_PREFIX.length).split('.');
  return segments.every((s) => s.length > 0) ? segments : null;
}

export function isIcpField(field: string): field is IcpField {
  return (
    isEnrichmentField(field) ||
    isEmailField(field) ||
    field === 'name' ||
    field === 'source' ||
    metadataPath(field) !== null
  );
}

/** The fact's value, or undefined when it is absent (unknown, null, or a missing metadata segment). */
export function readField(subject: IcpSubject, field: IcpField): unknown {
  const path = metadataPath(field);
  let value: unknown;
  if (path) value = readPath(subject.metadata, path);
  else if (isEnrichmentField(field)) value = subject.enrichment?.[field];
  else if (isEmailField(field)) value = subject.signals?.[field];
  else if (field === 'name') value = subject.name;
  else if (field === 'source') value = subject.source;
  return value ?? undefined;
}

// Segments step only into plain objects: arrays are values to test with `contains`, not indexed,
// and own properties only, so `metadata.constructor` is absent rather than Object's constructor.
function readPath(root: unknown, segments: string[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      return undefined;
    }
    if (!Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
