import type { AppError } from './app-error.js';

/** How one audience names the inputs errors are about, field by field. */
export type FieldWording = Partial<Record<string, (reason: string) => string>>;

/**
 * An AppError in one audience's words: the field as that audience names it, then the reason;
 * a field it has no words for is named as the domain names it.
 */
export function wordError(err: AppError, wording: FieldWording = {}): string {
  if (!err.field) return err.reason;
  const word = wording[err.field];
  return word ? word(err.reason) : `${err.field} ${err.reason}`;
}
