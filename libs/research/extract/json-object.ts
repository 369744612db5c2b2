// Outside JSON (an API's answer, a provider's record) is `unknown` until checked: an object is
// read only once it is known to be a plain record, never an array or null.
export type Json = Record<string, unknown>;

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
