import type { AppError } from '../common/errors/app-error.js';

/** The admin CLI names an input by its flag: an error about `expiresAt` is about `--expires-at`. */
export function wordForCli(err: AppError): string {
  if (!err.field) return err.reason;
  const flag = err.field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `--${flag} ${err.reason}`;
}
