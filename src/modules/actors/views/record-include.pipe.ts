import { Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error.js';

/**
 * Members the full record carries only when asked (`?include=metadata,research`): the contract
 * allows no members beyond its ten, so a client that does not ask never receives them. Internal
 * readers (webhook bodies, `actor:show`, the dashboard) show every extra.
 */
export const RECORD_EXTRAS = [
  'metadata',
  'rejectionReason',
  'scoreStale',
  'research',
  'company',
] as const;
export type RecordExtra = (typeof RECORD_EXTRAS)[number];

/** `?include=` of a read: absent or empty = none; a comma-separated list of RECORD_EXTRAS. */
@Injectable()
export class ParseIncludePipe implements PipeTransform<
  unknown,
  readonly RecordExtra[]
> {
  transform(value: unknown): readonly RecordExtra[] {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') throw invalidInclude();
    const asked = new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    for (const name of asked) {
      if (!(RECORD_EXTRAS as readonly string[]).includes(name))
        throw invalidInclude();
    }
    // The contract's order, whatever order they were asked in: one ETag per set.
    return RECORD_EXTRAS.filter((extra) => asked.has(extra));
  }
}

function invalidInclude(): AppError {
  return AppError.unprocessable(
    `must be a comma-separated list of: ${RECORD_EXTRAS.join(', ')}`,
    'include',
  );
}
