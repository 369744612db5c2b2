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

/**
 * Members another module keeps about an actor (RecordExtensionsService), read only when a client
 * asks: `destinations`, the CRM records and last sync of each destination. Not in webhook bodies
 * (they are read at the destination, not part of the change).
 */
export const RECORD_EXTENSIONS = ['destinations'] as const;
export type RecordExtension = (typeof RECORD_EXTENSIONS)[number];

/** What `?include=` may name: the record's own extras, then the extensions. */
export const INCLUDABLE = [...RECORD_EXTRAS, ...RECORD_EXTENSIONS] as const;
export type RecordInclude = (typeof INCLUDABLE)[number];

/** The record's own extras of an include list. */
export const extrasOf = (include: readonly RecordInclude[]) =>
  include.filter((i): i is RecordExtra =>
    (RECORD_EXTRAS as readonly string[]).includes(i),
  );

/** The extensions of an include list. */
export const extensionsOf = (include: readonly RecordInclude[]) =>
  include.filter((i): i is RecordExtension =>
    (RECORD_EXTENSIONS as readonly string[]).includes(i),
  );

/** `?include=` of a read: absent or empty = none; a comma-separated list of INCLUDABLE. */
@Injectable()
export class ParseIncludePipe implements PipeTransform<
  unknown,
  readonly RecordInclude[]
> {
  transform(value: unknown): readonly RecordInclude[] {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') throw invalidInclude();
    const asked = new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    for (const name of asked) {
      if (!(INCLUDABLE as readonly string[]).includes(name))
        throw invalidInclude();
    }
    // The contract's order, whatever order they were asked in: one ETag per set.
    return INCLUDABLE.filter((extra) => asked.has(extra));
  }
}

function invalidInclude(): AppError {
  return AppError.unprocessable(
    `must be a comma-separated list of: ${INCLUDABLE.join(', ')}`,
    'include',
  );
}
