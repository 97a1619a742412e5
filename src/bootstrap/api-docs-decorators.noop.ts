/**
 * What `@nestjs/swagger` resolves to in the running processes (see without-api-docs.ts): every
 * export is a decorator factory whose decorator does nothing. The decorators only record
 * metadata for the OpenAPI document, which these processes never build.
 */
const decorate = (): undefined => undefined;
const decoratorFactory = () => decorate;

export = new Proxy({} as Record<string | symbol, unknown>, {
  get: (_exports, name) => (name === '__esModule' ? true : decoratorFactory),
});
