import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldError } from '../errors/app-error.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      // class-validator says "property x should not exist" for unknown fields; say it plainly.
      message: message.startsWith('property ') ? `${field} is not a field this request accepts` : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Unknown fields refused (a client cannot slip in a businessId), wrong types reported per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => AppError.validation(flatten(errors)),
  });
}
