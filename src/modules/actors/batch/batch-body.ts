import { AppError } from '../../../common/errors/app-error.js';
import {
  jsonShapeProblem,
  shapeProblemError,
} from '../../../common/http/json-shape.js';

/** Most creates in one `POST /v1/actors/batch`. */
export const BATCH_MAX_ITEMS = 100;

/**
 * A batch's body: `{"items": [ … ]}` with 1 to BATCH_MAX_ITEMS items; anything else is a 422 of
 * the whole request (nothing created). An object rather than a bare array, so that the body is a
 * JSON object like every other body of the API. The items are checked one by one later.
 */
export function batchItems(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw AppError.unprocessableBody(
      'The request body must be a JSON object: {"items": [ … ]}',
    );
  const unknown = Object.keys(body).find((k) => k !== 'items');
  if (unknown !== undefined)
    throw AppError.unprocessable('is not a known field', unknown);
  const items = (body as { items?: unknown }).items;
  if (!Array.isArray(items))
    throw AppError.unprocessable('must be a list of actors to create', 'items');
  if (items.length < 1 || items.length > BATCH_MAX_ITEMS)
    throw AppError.unprocessable(
      `must hold from 1 to ${BATCH_MAX_ITEMS} actors`,
      'items',
    );
  return items;
}

/** One item's shape, bounded as one create's body is (json-shape.ts); null when it is fine. */
export function itemShapeProblem(item: unknown): AppError | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return AppError.unprocessable('The item must be a JSON object');
  const problem = jsonShapeProblem(item as Record<string, unknown>);
  return problem ? shapeProblemError(problem) : null;
}
