import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { findInputProblem } from './input-screen';
import { RequestValidationError } from './request-validation';

/**
 * One file in a multipart field, held in memory up to `maxBytes`. A bigger file is
 * cut off while it streams in and answered with a 400 naming the field. The form's text
 * fields, parsed here rather than by the body parser, meet the same edge rule as any
 * other input (input-screen.ts).
 */
export function SingleFileUpload(field: string, maxBytes: number, tooLargeMessage: string): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });

  @Injectable()
  class SingleFileUploadInterceptor extends Multer {
    override async intercept(context: ExecutionContext, next: CallHandler) {
      let handled: Awaited<ReturnType<NestInterceptor['intercept']>>;
      try {
        handled = await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new RequestValidationError(tooLargeMessage, { [field]: [tooLargeMessage] });
        throw error;
      }
      // The route runs only when the returned stream is subscribed to, so a refusal here comes first.
      const problem = findInputProblem(context.switchToHttp().getRequest<{ body?: unknown }>().body);
      if (problem) throw problem;
      return handled;
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
