import { AppError } from '../errors/app-error.js';
// Bounds on the shape of a parsed JSON body, checked before anything walks it recursively
// (class-transformer, class-validator, the database driver, the agent's prompt): a 64 KiB body
// can nest 30,000 levels deep, which overflows the stack of any recursive walker.

/** Deepest nesting of any one field (its own object or array is level 1). Documented in docs/api.md. */
export const FIELD_MAX_DEPTH = 10;

/** Most values (objects, arrays and scalars, at any depth) in one body. Documented in docs/api.md. */
export const BODY_MAX_VALUES = 10_000;

/**
 * What is wrong with the body's shape, as a message naming the field (and the field, when one is
 * to blame), or null when nothing is.
 * Iterative and stops at the first problem, so a hostile document costs no more than the limits
 * to inspect, however deep it goes.
 */
export function jsonShapeProblem(
  body: Record<string, unknown>,
  limits = { maxFieldDepth: FIELD_MAX_DEPTH, maxValues: BODY_MAX_VALUES },
): { message: string; field?: string } | null {
  const pending: Array<{ value: unknown; depth: number; field: string }> = [];
  for (const [field, value] of Object.entries(body))
    pending.push({ value, depth: 1, field });
  let values = 0;
  while (pending.length) {
    const { value, depth, field } = pending.pop()!;
    if (++values > limits.maxValues)
      return {
        message: `The request body must hold at most ${limits.maxValues} values`,
      };
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limits.maxFieldDepth)
      return {
        field,
        message: `${field} must be nested at most ${limits.maxFieldDepth} levels deep`,
      };
    for (const child of Object.values(value))
      pending.push({ value: child, depth: depth + 1, field });
  }
  return null;
}

/** A shape problem as the 422 it is: its message, and the field in `details` when one is to blame. */
export function shapeProblemError(problem: {
  message: string;
  field?: string;
}): AppError {
  return new AppError(
    'unprocessable_entity',
    problem.message,
    undefined,
    problem.field ? [{ field: problem.field, message: problem.message }] : [],
  );
}
