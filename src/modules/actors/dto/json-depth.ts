/**
 * Nesting depth of a JSON value (a scalar is 0, `{}` is 1). Stops counting past `limit`, so a
 * hostile document costs no more than the limit to inspect.
 */
export function jsonDepth(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(child, limit - 1));
    if (deepest > limit) break;
  }
  return 1 + deepest;
}
