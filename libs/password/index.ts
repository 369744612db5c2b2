// libs/password: hashing and checking the dashboard's sign-in passwords (scrypt).
export {
  generatePassword,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  UNUSABLE_HASH,
  verifyPassword,
} from './password-hash.js';
