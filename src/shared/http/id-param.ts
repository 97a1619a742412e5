import { ParseIntPipe } from '@nestjs/common';
import { RequestValidationError } from './request-validation';

/** A numeric id in the path; anything else is a 400 naming the parameter. */
export const IdParam = (name: string) =>
  new ParseIntPipe({
    exceptionFactory: () => new RequestValidationError(`The ${name} must be a whole number.`, { [name]: [`The ${name} must be a whole number.`] }),
  });
