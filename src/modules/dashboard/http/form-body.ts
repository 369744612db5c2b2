import type { Request } from 'express';
import { AppError } from '../../../common/errors/app-error.js';
import type { BodyLimits } from '../../../common/http/read-json-body.js';
import { readBodyText } from '../../../common/http/read-json-body.js';

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** An HTML form's fields, read with the limits every body has (BODY_LIMIT_BYTES, the time limit). */
export async function readFormBody(
  req: Request,
  limits: BodyLimits,
): Promise<URLSearchParams> {
  if (!FORM_CONTENT_TYPE.test(req.headers['content-type'] ?? ''))
    throw AppError.badRequest(
      'Content-Type must be application/x-www-form-urlencoded',
    );
  return new URLSearchParams(await readBodyText(req, limits));
}
