// Splitting an address and guessing a person's name from its local part. Guessing is
// deliberately conservative: a wrong name in an outreach email is worse than no name.
import { isRoleAccount } from './email-domain.js';

export interface EmailParts {
  localPart: string;
  domain: string;
}

export interface GuessedName {
  firstName: string;
  lastName: string;
  fullName: string;
}

/** Splits at the last `@` (the domain cannot contain one); null when either side is empty. */
export function splitEmail(email: string): EmailParts | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return {
    localPart: email.slice(0, at),
    domain: email.slice(at + 1).toLowerCase(),
  };
}

/** `jane+newsletter` -> `jane`. A local part that is only a tag (`+x`) is kept as is. */
export function stripTag(localPart: string): string {
  const plus = localPart.indexOf('+');
  return plus > 0 ? localPart.slice(0, plus) : localPart;
}

const NAME_TOKEN = /^[a-z][a-z']{1,29}$/;
const SEPARATORS = /[._-]/;
/** `jane.doe7` is still Jane Doe; more digits than this is a handle, not a name. */
const TRAILING_DIGITS = /\d{1,2}$/;

/**
 * first.last, first_last and first-last give a name; `firstlast` only when `givenName` confirms
 * the split (e.g. "Jane Doe" for `janedoe`). When the given name confirms, its spelling is used
 * (accents and case as the person typed them); otherwise tokens are capitalized.
 * Never guesses from role accounts (`sales@`, `support.team@`) or digit-heavy locals.
 */
export function guessName(
  localPart: string,
  givenName?: string | null,
): GuessedName | null {
  const local = stripTag(localPart).toLowerCase();
  if (local.length === 0 || isRoleAccount(local)) return null;
  const withoutDigits = local.replace(TRAILING_DIGITS, '');
  if (/\d/.test(withoutDigits)) return null;

  const given = givenNameTokens(givenName);
  const tokens = withoutDigits.split(SEPARATORS);
  if (tokens.length === 2 && tokens.every((t) => NAME_TOKEN.test(t))) {
    const [first, last] = tokens as [string, string];
    if (given && given.folded[0] === first && given.folded.at(-1) === last) {
      return fromGiven(given.original);
    }
    if (isRoleAccount(first) || isRoleAccount(last)) return null;
    return makeName(capitalize(first), capitalize(last));
  }
  if (tokens.length === 1 && given && given.folded.length >= 2) {
    const firstLast = `${given.folded[0]}${given.folded.at(-1)}`;
    if (
      withoutDigits === firstLast ||
      withoutDigits === given.folded.join('')
    ) {
      return fromGiven(given.original);
    }
  }
  return null;
}

interface GivenTokens {
  original: string[];
  /** ASCII-folded lowercase, comparable with a local part */
  folded: string[];
}

function givenNameTokens(givenName?: string | null): GivenTokens | null {
  if (!givenName) return null;
  const original = givenName.trim().slice(0, 255).split(/\s+/).filter(Boolean);
  const folded = original.map(foldToAscii);
  if (original.length < 2 || folded.some((t) => !NAME_TOKEN.test(t))) {
    return null;
  }
  return { original, folded };
}

function foldToAscii(token: string): string {
  return token
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function fromGiven(original: string[]): GuessedName {
  return makeName(original[0] as string, original.at(-1) as string);
}

function makeName(firstName: string, lastName: string): GuessedName {
  return { firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** `o'neil` -> `O'Neil` */
function capitalize(token: string): string {
  return token.replace(
    /(^|')([a-z])/g,
    (_m, p: string, c: string) => p + c.toUpperCase(),
  );
}
