import { normalizeEmail } from '../../../../libs/email/email-address.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ACTOR_STATUSES, type ActorStatus } from '../actor-status.js';
import {
  decodeCursor,
  LIST_ORDERS,
  type ListOrder,
  type PageCursor,
} from './page-cursor.js';

export const LIST_LIMIT = { default: 50, max: 100 } as const;

/** `GET /v1/actors` as the service reads it: every parameter checked, the cursor decoded. */
export interface ActorListQuery {
  order: ListOrder;
  limit: number;
  cursor: PageCursor | null;
  status?: ActorStatus;
  /** lowercased, matched as create matches it */
  email?: string;
  /** only actors whose record shows a score of at least this */
  minScore?: number;
  /** inclusive */
  updatedSince?: Date;
  createdSince?: Date;
}

/** RFC 3339 date-time with its offset: a time without one would mean different instants to different clients. */
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** The list's query parameters (view and include are the fetch's own pipes). 422 naming the first bad one. */
export function parseListQuery(raw: Record<string, unknown>): ActorListQuery {
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '')
      throw AppError.unprocessable('must be given once, not empty', name);
    return value;
  };
  const order = oneOf(text('order'), LIST_ORDERS, 'order') ?? 'created';
  const cursorText = text('cursor');
  const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
  if (cursor && cursor.order !== order)
    throw AppError.unprocessable(
      `belongs to order=${cursor.order}: send the same order with it`,
      'cursor',
    );
  const limit = integer(text('limit'), 1, LIST_LIMIT.max, 'limit');
  const minScore = integer(text('minScore'), 0, 100, 'minScore');
  const email = text('email');
  return {
    order,
    limit: limit ?? LIST_LIMIT.default,
    cursor,
    status: oneOf(text('status'), ACTOR_STATUSES, 'status'),
    email: email === undefined ? undefined : normalizeEmail(email),
    minScore,
    updatedSince: dateTime(text('updatedSince'), 'updatedSince'),
    createdSince: dateTime(text('createdSince'), 'createdSince'),
  };
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  field: string,
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw AppError.unprocessable(`must be one of: ${allowed.join(', ')}`, field);
}

function integer(
  value: string | undefined,
  min: number,
  max: number,
  field: string,
): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max))
    throw AppError.unprocessable(
      `must be an integer from ${min} to ${max}`,
      field,
    );
  return n;
}

function dateTime(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const at = DATE_TIME.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw AppError.unprocessable(
      'must be an RFC 3339 date-time with its offset, e.g. 2026-01-31T09:00:00Z',
      field,
    );
  return at;
}
