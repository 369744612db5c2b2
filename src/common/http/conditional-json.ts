import type { Request, Response } from 'express';
import { entityTag, notModified } from '../../../libs/entity-tag/index.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a read with `value` as JSON and its ETag, or with 304 Not Modified and no body when the
 * request's If-None-Match already names this representation. `variant` separates the tags of
 * different representations of one resource (views). The JSON text is made once: it is both
 * what the tag is computed from and what is sent (the same bytes Express's res.json would send).
 */
export function sendConditionalJson(
  req: Request,
  res: Response,
  variant: string,
  value: unknown,
): void {
  const body = JSON.stringify(value);
  const tag = entityTag(variant, body);
  res.setHeader('ETag', tag);
  if (notModified(req.headers['if-none-match'], tag)) {
    // RFC 9110 §15.4.5: a 304 carries the ETag the 200 would have had, and nothing else.
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
