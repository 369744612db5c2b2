import { AppError } from '../common/errors/app-error.js';
import type { Flags } from './admin-command.js';

/** A flag the command cannot run without. */
export const requiredFlag = (value: string, description: string) => ({
  value,
  description,
  required: true as const,
});

/** --org: the organization a command works in. */
export const ORG = requiredFlag(
  '<orgId>',
  'the organization; org:list shows the ids',
);

/** `none` (or absent) = unlimited; otherwise a non-negative integer. */
export function parseQuota(value: string | undefined): number | null {
  if (value === undefined || value === 'none') return null;
  if (!/^\d{1,9}$/.test(value))
    throw AppError.badRequest(
      'must be a non-negative integer or "none"',
      'quota',
    );
  return Number(value);
}

/** `none` = the service-wide RATE_LIMIT_PER_MINUTE; otherwise requests per minute per key, ≥ 1. */
export function parseRateLimit(value: string): number | null {
  if (value === 'none') return null;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > 1e6)
    throw AppError.badRequest(
      'must be an integer from 1 to 1000000, or "none" (the service default)',
      'rateLimit',
    );
  return Number(value);
}

/** A whole number of days, 1 to 36500. */
export function parseDays(value: string, flag: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 36500)
    throw AppError.badRequest(
      `${flag} must be a whole number of days, 1 or more`,
    );
  return Number(value);
}

export function parseInstant(
  value: string | undefined,
  flag: string,
): Date | null {
  if (value === undefined) return null;
  const isoWithZone =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  const date = new Date(value);
  if (!isoWithZone.test(value) || Number.isNaN(date.getTime())) {
    throw AppError.badRequest(
      `${flag} must be an ISO-8601 date-time with a zone, e.g. 2027-01-31T00:00:00Z`,
    );
  }
  return date;
}

/** Exactly one of `names` must be given; returns which. */
export function exactlyOne(flags: Flags, names: string[]): string {
  const given = names.filter((n) => flags[n] !== undefined);
  if (given.length !== 1)
    throw AppError.badRequest(
      `give exactly one of ${names.map((n) => `--${n}`).join(', ')}`,
    );
  return given[0];
}
