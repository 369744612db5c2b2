import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../auth/organizations.service.js';

export const LIST_ORDERS = ['created', 'updated'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/**
 * Where a page of `GET /v1/actors` ended: the last actor's sort key as the database stores it
 * (text, to its last digit: PostgreSQL keeps microseconds, which a JS Date would lose and so
 * repeat the actor on the next page) and its id. Opaque to clients; it only names a position in
 * the key's own organization, which every query is scoped to anyway, so it needs no signature.
 */
export interface PageCursor {
  order: ListOrder;
  /** the timestamp column of `order`, as text the database compares exactly */
  at: string;
  id: string;
}

const TIMESTAMP_TEXT =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

export function encodeCursor(cursor: PageCursor): string {
  const packed = JSON.stringify([cursor.order, cursor.at, cursor.id]);
  return Buffer.from(packed, 'utf8').toString('base64url');
}

/** The cursor a page handed out; anything else is a 422 naming `cursor`. */
export function decodeCursor(text: string): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [order, at, id] = parsed as unknown[];
  if (
    !(LIST_ORDERS as readonly unknown[]).includes(order) ||
    typeof at !== 'string' ||
    !TIMESTAMP_TEXT.test(at) ||
    typeof id !== 'string' ||
    !isUuid(id)
  )
    throw invalidCursor();
  return { order: order as ListOrder, at, id: id.toLowerCase() };
}

function invalidCursor(): AppError {
  return AppError.unprocessable(
    'must be a nextCursor returned by this operation',
    'cursor',
  );
}
