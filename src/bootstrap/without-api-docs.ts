import Module from 'node:module';

/**
 * The API and the worker never build the OpenAPI document: `npm run openapi:generate`
 * (scripts/generate-openapi.ts) does, from the same controllers and DTOs, and serves nothing.
 * The `@Api…` decorators those carry only record metadata for that document, yet loading
 * `@nestjs/swagger` costs some 300 modules at every start. Imported first by the processes'
 * entry points (src/main.ts, workers/main.ts), this makes `@nestjs/swagger` resolve to
 * decorators that do nothing (api-docs-decorators.noop.ts). The generator, the CLI and the
 * tests do not import it, so they keep the real package and the document stays complete.
 */
const NO_OP_DECORATORS = require.resolve('./api-docs-decorators.noop');

type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = modules._resolveFilename;
modules._resolveFilename = function (this: unknown, request, ...rest) {
  return request === '@nestjs/swagger' ? NO_OP_DECORATORS : resolveFilename.call(this, request, ...rest);
};
