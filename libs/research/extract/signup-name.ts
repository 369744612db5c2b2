// The person's name as the address and the signup give it, before any profile is read: the name
// typed at signup when the address plausibly is that person's (jd@ for Jean-Luc Dubois), else a
// first.last local part. One place, so the email tool's name facts and the per-signup reading of
// the company's team page (tools/person-on-site.ts) know the same person.
import { guessName, splitEmail } from '../../email/email-parts.js';
import {
  fitsLocalPart,
  parsePersonName,
  type PersonName,
} from './person-name.js';

export type SignupName = PersonName & {
  /** where the name came from: typed at signup, or read from the local part */
  from: 'signup' | 'address';
};

export function signupName(
  email: string,
  name: string | null | undefined,
): SignupName | undefined {
  const parts = splitEmail(email);
  if (!parts) return undefined;
  const given = parsePersonName(name);
  if (given && fitsLocalPart(given, parts.localPart))
    return { ...given, from: 'signup' };
  const guessed = guessName(parts.localPart, name);
  return guessed ? { ...guessed, from: 'address' } : undefined;
}
