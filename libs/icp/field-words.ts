// What a person reads for each field a rule names or the dashboard shows: "Employees" as a label,
// "company size" inside a sentence, "a work address" for isFreeEmail = false. The one place a
// field is worded, used by the score's explanation, the actor page and the ICP editor.
import type { AddressKind } from '../email/address-kind.js';
import type { FactKey } from '../research/types.js';
import type { IcpEmailField } from './icp-profile.js';
import { metadataPath } from './icp-fields.js';

/** A label for a table row or a form: starts with a capital. */
export const FACT_LABELS: Record<FactKey, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  seniority: 'Seniority',
  department: 'Department',
  linkedinUrl: 'LinkedIn',
  twitterHandle: 'Twitter / X',
  githubUsername: 'GitHub',
  bio: 'Bio',
  location: 'Location',
  photoUrl: 'Photo',
  companyName: 'Company',
  companyDomain: 'Company domain',
  companyDescription: 'Company description',
  industry: 'Industry',
  employeeCount: 'Employees',
  employeeRange: 'Employee range',
  fundingStage: 'Funding stage',
  totalFunding: 'Total funding',
  techStack: 'Tech stack',
  companyLinkedinUrl: 'Company LinkedIn',
  companyLocation: 'Company location',
};

const OTHER_LABELS: Record<IcpEmailField | 'name' | 'source', string> = {
  emailDomain: 'Email domain',
  isFreeEmail: 'Free-mail address',
  isDisposable: 'Disposable address',
  isRoleAccount: 'Role address (info@, sales@…)',
  name: 'Name given at signup',
  source: 'Signup source',
};

// Inside a sentence, where a label would read oddly ("Employees 240 outside 50–1000"). Fields not
// listed use their label with a lower-case first letter.
const SENTENCE_NOUNS: Partial<Record<string, string>> = {
  linkedinUrl: 'LinkedIn profile',
  githubUsername: 'GitHub username',
  twitterHandle: 'Twitter / X handle',
  companyName: 'company name',
  companyLinkedinUrl: 'company LinkedIn page',
  employeeCount: 'company size',
  employeeRange: 'company size range',
  isFreeEmail: 'free-mail status',
  isDisposable: 'disposable status',
  isRoleAccount: 'role-address status',
  name: 'name given at signup',
};

// The address flags read as what the address is, for each value of the flag.
const FLAG_WORDS: Record<
  Exclude<IcpEmailField, 'emailDomain'>,
  Record<'true' | 'false', string>
> = {
  isFreeEmail: { true: 'a free-mail address', false: 'a work address' },
  isDisposable: {
    true: 'a disposable address',
    false: 'not a disposable address',
  },
  isRoleAccount: {
    true: 'a role address (info@, sales@…)',
    false: 'a personal address',
  },
};

/** A field as a label; `metadata.plan` reads "Plan (signup metadata)", an unknown one itself. */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FACT_LABELS, field)) return FACT_LABELS[field as FactKey];
  if (Object.hasOwn(OTHER_LABELS, field))
    return OTHER_LABELS[field as keyof typeof OTHER_LABELS];
  const path = metadataPath(field);
  if (path) return `${capitalize(path.join(' '))} (signup metadata)`;
  return field;
}

/** A field inside a sentence: "company size", "plan" for `metadata.plan`, "industry". */
export function fieldNoun(field: string): string {
  const noun = SENTENCE_NOUNS[field];
  if (noun !== undefined) return noun;
  const path = metadataPath(field);
  if (path) return path.join(' ');
  const label = fieldLabel(field);
  return label === field
    ? field
    : label.charAt(0).toLowerCase() + label.slice(1);
}

/** What the address is when a flag has this value ("a work address"), or null for other fields. */
export function flagWords(field: string, value: unknown): string | null {
  if (typeof value !== 'boolean' || !Object.hasOwn(FLAG_WORDS, field))
    return null;
  return FLAG_WORDS[field as keyof typeof FLAG_WORDS][`${value}`];
}

/**
 * What the actor's address is, as a rule on one flag found it, in words that agree with the
 * address's kind: a flag alone misleads where flags overlap (mailinator.com is "a free-mail
 * address" by isFreeEmail, but it is a disposable one; info@acme.com is "a work address" by
 * isFreeEmail, but it is a team's inbox, not a person's). Null for fields that are not flags.
 */
export function addressWords(
  field: string,
  value: unknown,
  kind: AddressKind | null,
): string | null {
  const words = flagWords(field, value);
  if (words === null) return null;
  if (kind === 'disposable') return 'a disposable address';
  if (kind === 'role' && field === 'isFreeEmail' && value === false)
    return "a company's shared team inbox, not a person's address";
  if (kind === 'role' && field === 'isRoleAccount' && value === true)
    return "a shared team inbox (info@, sales@…), not a person's address";
  return words;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
