import { readFileSync } from 'node:fs';
import { AppError } from '../common/errors/app-error.js';

const MAX_BYTES = 1024 * 1024;

/** A JSON file given on the command line, with errors that say which file and why. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw AppError.badRequest(
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  if (text.length > MAX_BYTES)
    throw AppError.badRequest(`${path} is larger than 1 MiB`);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw AppError.badRequest(
      `${path} is not valid JSON: ${(err as Error).message}`,
    );
  }
}
