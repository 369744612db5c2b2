import { AppError } from '../../../common/errors/app-error.js';
import type { ErrorCode } from '../../../common/errors/error-code.js';
import {
  wordError,
  type FieldWording,
} from '../../../common/errors/error-wording.js';

/**
 * How the dashboard's forms name the inputs an error is about (the services name them as the
 * domain does: `url`, `events`, `expiresAt`; the CLI as its flags).
 */
export const DASHBOARD_WORDING: FieldWording = {
  url: (reason) => `This URL was ${reason}`,
  events: (reason) => `Events ${reason}`,
  expiresAt: (reason) => `The expiry ${reason}`,
  key: (reason) => `The key ${reason}`,
  provider: (reason) => `The provider ${reason}`,
  minConfidence: (reason) => `The minimum confidence ${reason}`,
  monthlyBudget: (reason) => `The monthly budget ${reason}`,
  mode: (reason) => `The mode ${reason}`,
  name: (reason) => `The name ${reason}`,
};

/**
 * A form's refusal (an AppError of `code`, the kind the form's service raises for bad input) in
 * the dashboard's words, for the form to show again; any other error goes on to the error page.
 */
export function formRefusal(err: unknown, code: ErrorCode): string {
  if (!(err instanceof AppError) || err.code !== code) throw err;
  return wordError(err, DASHBOARD_WORDING);
}
