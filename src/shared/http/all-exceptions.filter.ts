import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '../database/database-busy';
import { DomainError, DomainErrorKind } from '../domain/domain-error';
import { ErrorBody } from './error-body';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  not_allowed: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  // Nothing wrong with the request: the server is at a limit of its own for now (a refusal it chose, not a fault).
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'REQUEST.INVALID',
  401: 'AUTH.REQUIRED',
  403: 'AUTH.FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Said when the database is too busy to take the request: nothing was changed, and trying again is safe. */
export const BUSY_MESSAGE = 'We are very busy right now and could not finish this. Nothing was changed: please try again in a few seconds.';

/** Maps every failure, expected or not, to the one `ErrorBody` shape. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request & { id?: string }>();
    const response = context.getResponse<Response>();
    const body = this.toBody(exception);
    body.requestId = request.id ? String(request.id) : undefined;

    if (isDatabaseBusy(exception)) {
      this.logger.warn({ err: exception, requestId: body.requestId }, 'Database busy');
      response.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500 && !(exception instanceof DomainError)) {
      this.logger.error({ err: exception, requestId: body.requestId }, 'Unhandled error');
    }
    // A refusal that passes with time (a rate limit, a server at its ceiling) says when to come back.
    if (exception instanceof DomainError && 'retryAfterSeconds' in exception) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      return { statusCode: STATUS_BY_KIND[exception.kind], error: exception.code, message: exception.message, fields: exception.fields };
    }
    if (isDatabaseBusy(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: 'SERVICE.BUSY', message: BUSY_MESSAGE };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: CODE_BY_STATUS[statusCode] ?? `HTTP_${statusCode}`, message: messageOf(exception) };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again, and quote the request id if it keeps happening.',
    };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
