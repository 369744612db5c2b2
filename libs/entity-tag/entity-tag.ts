import { createHash } from 'node:crypto';

/**
 * A strong entity tag (RFC 9110 §8.8.3) for exactly these bytes of one variant of a resource.
 * The variant (e.g. which view) is part of the digest, so two views never share a tag, and any
 * change to the bytes sent gives a new one. The tag is opaque: a digest of what the same caller
 * receives in the body anyway, with no timestamps, versions or ids of its own in it. 128 bits of
 * SHA-256 make an accidental match between two different bodies of one resource negligible.
 */
export function entityTag(variant: string, body: string): string {
  const digest = createHash('sha256')
    .update(variant)
    .update('\0')
    .update(body)
    .digest('base64url')
    .slice(0, 22);
  return `"${digest}"`;
}

/** `*`, or the listed tags (opaque-tags with their quotes, weakness dropped); null if malformed. */
export type IfNoneMatch = '*' | string[];

const OWS = new Set([' ', '\t']);

/**
 * Parses an If-None-Match field value (`*` or a comma-separated list of entity tags, RFC 9110
 * §13.1.2). Returns null for anything else: a malformed precondition is ignored, and the request
 * is answered as if it had none, which is never wrong (it only costs a full response).
 */
export function parseIfNoneMatch(value: string): IfNoneMatch | null {
  if (value.trim() === '*') return '*';
  const tags: string[] = [];
  let i = 0;
  const n = value.length;
  while (i < n) {
    const c = value[i];
    if (OWS.has(c) || c === ',') {
      i++;
      continue;
    }
    if (value.startsWith('W/', i)) i += 2;
    if (value[i] !== '"') return null;
    const close = value.indexOf('"', i + 1);
    if (close < 0) return null;
    const tag = value.slice(i, close + 1);
    if (!isOpaqueTag(tag)) return null;
    tags.push(tag);
    i = close + 1;
    // After a tag only whitespace and then a comma (or the end) may follow.
    while (i < n && OWS.has(value[i])) i++;
    if (i < n && value[i] !== ',') return null;
  }
  return tags.length ? tags : null;
}

/** etagc = %x21 / %x23-7E / obs-text, between the quotes. */
function isOpaqueTag(tag: string): boolean {
  for (let k = 1; k < tag.length - 1; k++) {
    const code = tag.charCodeAt(k);
    if (code === 0x22 || code < 0x21 || code === 0x7f || code > 0xff)
      return false;
  }
  return true;
}

/**
 * Whether a GET or HEAD with this If-None-Match may be answered 304 Not Modified, given the
 * current representation's tag: `*` matches any current representation, a list matches when one
 * member equals the current tag under the weak comparison RFC 9110 prescribes for If-None-Match
 * (`W/"x"` matches `"x"`).
 */
export function notModified(
  ifNoneMatch: string | undefined,
  currentTag: string,
): boolean {
  if (ifNoneMatch === undefined) return false;
  const parsed = parseIfNoneMatch(ifNoneMatch);
  if (parsed === null) return false;
  if (parsed === '*') return true;
  const current = currentTag.startsWith('W/')
    ? currentTag.slice(2)
    : currentTag;
  return parsed.includes(current);
}
