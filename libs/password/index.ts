// libs/password: hashing and checking the dashboard's sign-in passwords (scrypt).
export * from './password-hash.js';
