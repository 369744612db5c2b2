// Public surface of libs/email. Each file imports its siblings directly, never this index,
// so re-exporting here cannot create a cycle.
export {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
  validateEmail,
  type EmailValidation,
} from './email-address.js';
export {
  guessName,
  splitEmail,
  stripTag,
  type EmailParts,
  type GuessedName,
} from './email-parts.js';
export {
  isDisposableDomain,
  isFreeEmailDomain,
  isRoleAccount,
  registrableDomain,
} from './email-domain.js';
export { addressKind, type AddressKind } from './address-kind.js';
export { emailSignals } from './email-signals.js';
