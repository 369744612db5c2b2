import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, type FieldProblem } from '../errors/app-error.js';

/**
 * class-validator with our error shape: 422, a message that names every offending field, and
 * `details`, one entry per field's problem.
 * The original body is passed on untouched (transform: false) so metadata stays verbatim.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: false,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const problems = describe(errors);
      return new AppError(
        'unprocessable_entity',
        problems.map((p) => p.message).join('; '),
        undefined,
        problems,
      );
    },
  });
}

function describe(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => ({
      field: path,
      message: m.startsWith(`property ${e.property} `)
        ? `${path}: is not an allowed field`
        : m,
    }));
    const nested = e.children?.length ? describe(e.children, path) : [];
    return [...own, ...nested];
  });
}
