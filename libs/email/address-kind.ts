// What kind of address a signup gave, as one word that every reader of the flags agrees on: the
// analysis (advice, channel, tone, urgency), the score's explanation and the dashboard. The flags
// overlap (mailinator.com is both free and disposable; info@ at a free-mail domain is both role
// and free), so the kind settles them in one order, most telling first.
import type { EmailSignals } from '../research/types.js';

export type AddressKind =
  /** a throwaway inbox: may be gone already, says nothing about anyone */
  | 'disposable'
  /** a shared team inbox (info@, sales@…): a company's, not one person's */
  | 'role'
  /** a free-mail (or mail-provider) address: a person's, saying nothing about an employer */
  | 'free'
  /** a person's address at an organization's own domain */
  | 'work';

type Flags = Pick<
  EmailSignals,
  'isDisposable' | 'isRoleAccount' | 'isFreeEmail'
>;

/** The kind, or null when the address was not read (no signals). */
export function addressKind(signals: Flags | null): AddressKind | null {
  if (!signals) return null;
  if (signals.isDisposable) return 'disposable';
  if (signals.isRoleAccount) return 'role';
  if (signals.isFreeEmail) return 'free';
  return 'work';
}
