import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

/**
 * class-validator with our error shape: 422 and a message that names every offending field.
 * The original body is passed on untouched (transform: false) so metadata stays verbatim.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: false,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => AppError.unprocessable(describe(errors)),
  });
}

function describe(errors: ValidationError[], parent = ''): string {
  return errors
    .flatMap((e) => {
      const path = parent ? `${parent}.${e.property}` : e.property;
      const own = Object.values(e.constraints ?? {}).map((m) =>
        m.startsWith(`property ${e.property} `)
          ? `${path}: is not an allowed field`
          : m,
      );
      const nested = e.children?.length ? [describe(e.children, path)] : [];
      return [...own, ...nested];
    })
    .join('; ');
}
