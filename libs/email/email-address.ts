// Validation of the `email` create field, exactly as the public spec words it. The regex is the
// decision; `explainInvalid` only picks a human reason for the error message.

export const MAX_EMAIL_LENGTH = 320;

/**
 * The spec's prose as one pattern. "Letters" means ASCII A-Z and a-z only (no `i` flag, no `u`
 * flag), so unicode addresses are rejected as the spec requires.
 *
 * - `(?!\.)`                      no leading dot
 * - `(?!.*\.\.)`                  no two consecutive dots anywhere
 * - `[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]`  local part, ending in a letter, digit, `_`, `+` or `-`
 * - `@`
 * - `(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+`  one or more labels starting with a letter or digit
 * - `[A-Za-z]{2,}`                final label: letters only, at least 2
 *
 * Linear time: the pattern is anchored, neither character class of the local part contains `@`,
 * and domain labels cannot contain `.`, so every backtracking step is O(1) and there is exactly
 * one way to split the input. The length check runs first anyway, so junk never reaches it.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailValidation =
  { ok: true; email: string } | { ok: false; reason: string };

/**
 * Checks `input` against the spec. No trimming: the spec says the value must match, so
 * `' a@b.co'` is invalid. The returned `email` is the input unchanged; see `normalizeEmail`.
 */
export function validateEmail(input: unknown): EmailValidation {
  if (typeof input !== 'string') {
    return { ok: false, reason: 'email must be a string' };
  }
  if (input.length > MAX_EMAIL_LENGTH) {
    return {
      ok: false,
      reason: `email must be at most ${MAX_EMAIL_LENGTH} characters`,
    };
  }
  if (!EMAIL_PATTERN.test(input)) {
    return {
      ok: false,
      reason: `email must be a valid address (${explainInvalid(input)})`,
    };
  }
  return { ok: true, email: input };
}

/** Valid addresses are ASCII, so lowercasing is the whole normalization (the spec stores it so). */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

const LOCAL_CHARS = /^[A-Za-z0-9_'+.-]+$/;
const LOCAL_LAST_CHAR = /[A-Za-z0-9_+-]$/;
const DOMAIN_LABEL = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const FINAL_LABEL = /^[A-Za-z]{2,}$/;

/** The first rule the (already rejected, <= 320 chars) input breaks, in the spec's order. */
function explainInvalid(input: string): string {
  if (input.length === 0) return 'empty';
  if (input.startsWith('.')) return 'must not start with a dot';
  if (input.includes('..')) return 'must not contain two consecutive dots';
  const at = input.indexOf('@');
  if (at === -1) return 'missing @';
  if (input.indexOf('@', at + 1) !== -1) return 'must contain exactly one @';
  const local = input.slice(0, at);
  const domain = input.slice(at + 1);
  if (local.length === 0) return 'empty local part';
  if (!LOCAL_CHARS.test(local)) {
    return "local part may only contain letters, digits, _ ' + - .";
  }
  if (!LOCAL_LAST_CHAR.test(local)) {
    return 'local part must end in a letter, digit, _, + or -';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'domain must have at least two labels';
  const finalLabel = labels.pop() as string;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) {
    return 'domain labels must start with a letter or digit and contain only letters, digits and -';
  }
  if (!FINAL_LABEL.test(finalLabel)) {
    return 'last domain label must be at least 2 letters';
  }
  return 'does not match the address pattern';
}
