import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from './shared/http/error-body';

/** The API's OpenAPI document: the source of the SPA's typed client (web/src/lib/api/schema.d.ts). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Skincare shop API')
    .setDescription('Every failure answers with ErrorBody. State-changing calls need the x-csrf-token header from GET /auth/session.')
    .setVersion('1')
    .addCookieAuth('shop.sid', { type: 'apiKey', in: 'cookie' }, 'session')
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorBody], operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}
