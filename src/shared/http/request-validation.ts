import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';

export class RequestValidationError extends DomainError {
  readonly code = 'REQUEST.INVALID';
  readonly kind = 'invalid' as const;
}

/** Flattens class-validator's nested errors into `{ 'address.city': ['...'] }`. */
export function fieldMessages(errors: ValidationError[], parentPath = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    Object.assign(fields, fieldMessages(error.children ?? [], path));
  }
  return fields;
}

/**
 * Every request body and query is validated against its DTO: unknown fields are
 * refused (not silently dropped), and the failure names each offending field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One message per field: the first rule it breaks ('Last name is required.', not also its length).
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      const message = Object.values(fields).flat().join('; ');
      return new RequestValidationError(message || 'The request is invalid.', fields);
    },
  });
}
