// Reads the model's final message as the answer object. Tolerates what models commonly wrap
// around JSON (code fences, a sentence before it) and treats null or empty members as absent;
// everything else must match the schema exactly, or the problems go back to the model once.
import { z } from 'zod';
import { answerSchema, type ModelAnswer } from './answer-schema.js';

export type ParsedAnswer =
  { ok: true; answer: ModelAnswer } | { ok: false; problems: string };

const MAX_PROBLEMS_CHARS = 1500;

export function parseAnswer(content: string | null | undefined): ParsedAnswer {
  const json = extractJson(content ?? '');
  if (json === undefined) {
    return {
      ok: false,
      problems: 'The reply is not a JSON object.',
    };
  }
  const result = answerSchema.safeParse(withoutEmptyMembers(json));
  if (result.success) return { ok: true, answer: result.data };
  return {
    ok: false,
    problems: z.prettifyError(result.error).slice(0, MAX_PROBLEMS_CHARS),
  };
}

function extractJson(content: string): unknown {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  for (const candidate of [
    unfenced,
    unfenced.slice(unfenced.indexOf('{'), unfenced.lastIndexOf('}') + 1),
  ]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return value;
    } catch {
      // not JSON: try the next candidate
    }
  }
  return undefined;
}

/** Members set to null, '' or [] inside enrichment/intelligence mean "not known": drop them. */
function withoutEmptyMembers(json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const out: Record<string, unknown> = { ...(json as Record<string, unknown>) };
  for (const part of ['enrichment', 'intelligence']) {
    const members = out[part];
    if (members === null) delete out[part];
    if (typeof members !== 'object' || members === null) continue;
    out[part] = Object.fromEntries(
      Object.entries(members).filter(
        ([, v]) =>
          v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
      ),
    );
  }
  return out;
}
