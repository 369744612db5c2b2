// What a person reads for each field the dashboard shows or a rule names: "Employees", not
// employeeCount. One table, used by the actor page, the score's rules and the ICP editor.
import type { FactKey } from '../../../../libs/research/types.js';

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

const OTHER_LABELS: Record<string, string> = {
  emailDomain: 'Email domain',
  isFreeEmail: 'Free-mail address',
  isDisposable: 'Disposable address',
  isRoleAccount: 'Role address (info@, sales@…)',
  name: 'Name given at signup',
  source: 'Signup source',
};

/** A field as words; `metadata.plan` reads "Plan (signup metadata)", an unknown one itself. */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FACT_LABELS, field)) return FACT_LABELS[field as FactKey];
  if (Object.hasOwn(OTHER_LABELS, field)) return OTHER_LABELS[field];
  if (field.startsWith('metadata.')) {
    const path = field.slice('metadata.'.length);
    return `${path.charAt(0).toUpperCase()}${path.slice(1)} (signup metadata)`;
  }
  return field;
}
