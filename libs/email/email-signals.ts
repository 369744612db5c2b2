// The address flags kept with an actor. Lives apart from email-domain.ts because it needs
// email-parts.ts, which itself uses isRoleAccount: keeping them separate avoids an import cycle.
import type { EmailSignals } from '../research/types.js';
import {
  isDisposableDomain,
  isFreeEmailDomain,
  isRoleAccount,
  registrableDomain,
} from './email-domain.js';
import { splitEmail } from './email-parts.js';

/** Never throws: an odd address yields empty/false flags rather than an error. */
export function emailSignals(email: string): EmailSignals {
  const parts = splitEmail(email);
  if (!parts) {
    return {
      emailDomain: '',
      registrableDomain: null,
      isFreeEmail: false,
      isDisposable: false,
      isRoleAccount: false,
    };
  }
  return {
    emailDomain: parts.domain,
    registrableDomain: registrableDomain(parts.domain),
    isFreeEmail: isFreeEmailDomain(parts.domain),
    isDisposable: isDisposableDomain(parts.domain),
    isRoleAccount: isRoleAccount(parts.localPart),
  };
}
