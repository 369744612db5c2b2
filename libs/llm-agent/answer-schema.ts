// The shape of the model's final answer: the public spec's `enrichment` and `intelligence`
// objects, except that a citation is the reference of a tool call ("T3") rather than a citation
// object, because the citation objects are ours to fill in from the ledger.
import { z } from 'zod';
import { cleanText } from '../research/extract/index.js';
import {
  INTELLIGENCE_LIST_KEYS,
  INTELLIGENCE_TEXT_KEYS,
} from '../research/intelligence/index.js';

/** A cleaned, capped line of text; empty after cleaning becomes '' and is ignored later. */
const text = (max: number) =>
  z.string().transform((v) => cleanText(v, max) ?? '');
const webUrl = z.httpUrl().max(500);
const count = z.number().finite().nonnegative();

/** The spec's `enrichment` fact members, each as the model may state it. */
export const FACT_SHAPE = {
  fullName: text(200),
  firstName: text(100),
  lastName: text(100),
  title: text(200),
  seniority: text(50),
  department: text(100),
  linkedinUrl: webUrl,
  twitterHandle: text(50),
  githubUsername: text(50),
  bio: text(1000),
  location: text(200),
  photoUrl: webUrl,
  companyName: text(200),
  companyDomain: text(253),
  companyDescription: text(1000),
  industry: text(100),
  employeeCount: count.int(),
  employeeRange: text(50),
  fundingStage: text(50),
  totalFunding: count,
  techStack: z.array(text(60)).max(50),
  companyLinkedinUrl: webUrl,
  companyLocation: text(200),
};

const INTELLIGENCE_TEXT = INTELLIGENCE_TEXT_KEYS;
const INTELLIGENCE_LISTS = INTELLIGENCE_LIST_KEYS;

const ref = z.string().trim().min(1).max(40);

const enrichmentAnswer = z.strictObject({
  ...partial(FACT_SHAPE),
  /** fact key, or `techStack.<entry>` -> the reference of the call that supports it */
  citations: z.record(z.string(), ref).optional(),
  // Spec members we compute ourselves: tolerated in the answer, never used.
  sources: z.unknown().optional(),
  confidence: z.unknown().optional(),
  enrichedAt: z.unknown().optional(),
});

const optionalText = () => text(2000).optional();
const optionalList = () => z.array(text(500)).max(20).optional();
const textMembers = Object.fromEntries(
  INTELLIGENCE_TEXT.map((k) => [k, optionalText()]),
) as Record<
  (typeof INTELLIGENCE_TEXT)[number],
  ReturnType<typeof optionalText>
>;
const listMembers = Object.fromEntries(
  INTELLIGENCE_LISTS.map((k) => [k, optionalList()]),
) as Record<
  (typeof INTELLIGENCE_LISTS)[number],
  ReturnType<typeof optionalList>
>;

const intelligenceAnswer = z.strictObject({
  ...textMembers,
  ...listMembers,
  /** member -> references of the calls (or "metadata") it rests on */
  citations: z.record(z.string(), z.array(ref).max(20)).optional(),
});

export const answerSchema = z.strictObject({
  enrichment: enrichmentAnswer.default({}),
  intelligence: intelligenceAnswer.default({}),
});

export type ModelAnswer = z.infer<typeof answerSchema>;

export const FACT_MEMBERS = Object.keys(FACT_SHAPE) as Array<
  keyof typeof FACT_SHAPE
>;
export const INTELLIGENCE_MEMBERS: readonly string[] = [
  ...INTELLIGENCE_TEXT,
  ...INTELLIGENCE_LISTS,
];
export { INTELLIGENCE_LISTS, INTELLIGENCE_TEXT };

function partial<T extends Record<string, z.ZodType>>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, v.optional()]),
  ) as { [K in keyof T]: z.ZodOptional<T[K]> };
}
