// Everything a tool reads from the outside is untrusted data. Before it becomes a fact it is
// flattened to one plain line: no control or bidi-override characters (which can hide or reorder
// text), no whitespace runs, and a bounded length.

// C0/C1 controls, zero-width characters, bidi embeddings/overrides/isolates and the BOM.
const INVISIBLE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/** A cleaned, length-capped string, or undefined when nothing meaningful is left. */
export function cleanText(value: unknown, maxLength = 500): string | undefined {
  if (typeof value !== 'string') return undefined;
  const flat = value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (flat === '') return undefined;
  const codePoints = Array.from(flat);
  if (codePoints.length <= maxLength) return flat;
  return `${codePoints
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/** An absolute http(s) URL as a string, or undefined. Relative URLs resolve against `base`. */
export function cleanUrl(value: unknown, base?: string): string | undefined {
  const text = cleanText(value, 2000);
  if (!text) return undefined;
  try {
    const url = new URL(text, base);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.toString()
      : undefined;
  } catch {
    return undefined;
  }
}
