// How caller- and web-supplied content reaches the model: inside one clearly marked block, as
// JSON in which `<` and `>` are escaped. The content therefore can never contain the closing
// marker, so a page cannot "end" the data block and speak with our voice.

export const UNTRUSTED_OPEN = '<untrusted-data';
export const UNTRUSTED_CLOSE = '</untrusted-data>';

/** JSON with `<`, `>` and `&` escaped: still valid JSON, never markup. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * `label` is ours (a tool name and reference); `data` is whatever came from outside. Data whose
 * JSON is longer than `maxChars` is replaced by its first `maxChars` characters, as a string.
 */
export function untrustedBlock(
  label: string,
  data: unknown,
  maxChars: number,
): string {
  let json = inertJson(data);
  if (json.length > maxChars) {
    json = inertJson({ truncatedJson: json.slice(0, maxChars) });
  }
  const safeLabel = label.replace(/[^\w .:-]/g, '');
  return `${UNTRUSTED_OPEN} source="${safeLabel}">\n${json}\n${UNTRUSTED_CLOSE}`;
}
