import {
  ForbiddenException,
  MethodNotAllowedException,
  NotFoundException,
} from '@nestjs/common';
import { AppError } from './app-error.js';
import { classifyError } from './classify-error.js';
import { ERROR_STATUS } from './error-code.js';

describe('classifyError', () => {
  it.each([
    [
      'an AppError keeps its code',
      AppError.notFound('No actor x'),
      'app',
      'not_found',
    ],
    [
      'a 403 from Nest is forbidden, not unauthorized',
      new ForbiddenException(),
      'http',
      'forbidden',
    ],
    [
      'a missing route is not found',
      new NotFoundException(),
      'http',
      'not_found',
    ],
    [
      'a method not allowed is not found',
      new MethodNotAllowedException(),
      'http',
      'not_found',
    ],
    [
      'a refused connection is a dependency down',
      Object.assign(new Error('connect ECONNREFUSED'), {
        code: 'ECONNREFUSED',
      }),
      'unavailable',
      'service_unavailable',
    ],
    [
      'a bug is unexpected',
      new TypeError('x is undefined'),
      'unexpected',
      'internal_server_error',
    ],
  ])('%s', (_what, err, kind, code) => {
    expect(classifyError(err)).toMatchObject({ kind, code });
  });

  it('gives forbidden its own status', () => {
    expect(ERROR_STATUS.forbidden).toBe(403);
    expect(ERROR_STATUS.unauthorized).toBe(401);
  });
});
