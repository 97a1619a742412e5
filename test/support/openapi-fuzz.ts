import fc from 'fast-check';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Generated requests for every operation of the app's own OpenAPI document: mostly
 * shaped like what the operation takes (so they get past the first check and reach the
 * code behind it), with any field, parameter or the whole body swapped for something
 * hostile, and sometimes a body no parser should accept. Used by api-fuzz.test.ts.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  example?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

export interface Operation {
  /** `POST /v2/consultations/{id}/photos`, as the route policy names routes. */
  name: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema }[];
  body?: { multipart: boolean; schema: Schema };
}

export interface FuzzRequest {
  path: string;
  query: Record<string, string | string[]>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, Buffer> }
    /** Bytes and headers as given: bodies and content types no parser should take. */
    | { kind: 'raw'; bytes: string | Buffer; headers: Record<string, string> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation in the document, its `$ref`s resolved. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: Schema }[];
      const declaredInPath = parameters.filter((parameter) => parameter.in === 'path').map(({ name, schema }) => ({ name, schema: schema ?? { type: 'string' } }));
      // A wildcard route (`/storage/{*path}`) appears as `{path}` without a declared parameter.
      const undeclared = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !declaredInPath.some((parameter) => parameter.name === name));
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: [...declaredInPath, ...undeclared.map((name) => ({ name, schema: { type: 'string' } }))],
        query: parameters.filter((parameter) => parameter.in === 'query').map(({ name, schema }) => ({ name, schema: schema ?? { type: 'string' } })),
        body: media ? { multipart: contentType === 'multipart/form-data', schema: resolve(document, media.schema) } : undefined,
      });
    }
  }
  return operations;
}

/** The schema with every `$ref` replaced by what it names (the document has no cycles). */
function resolve(document: OpenAPIObject, schema: Schema): Schema {
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] as Schema);
  const resolved: Schema = { ...schema };
  if (schema.items) resolved.items = resolve(document, schema.items);
  if (schema.properties) resolved.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(document, value)]));
  if (typeof schema.additionalProperties === 'object') resolved.additionalProperties = resolve(document, schema.additionalProperties);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (schema[key]) resolved[key] = schema[key].map((part) => resolve(document, part));
  return resolved;
}

// ---- Hostile values --------------------------------------------------------------

/** Any UTF-16 code unit: NUL, control characters and lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const HOSTILE_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\ud83d', '\u202e', '\r\n', '\t', '%', '%00', '%zz', '../../etc/passwd', '..%2f..%2f',
  '<script>alert(1)</script>', "' OR 1=1 --", '"; DROP TABLE users; --', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'prototype',
  'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1.5', '1e309', '-0', '0x1f', '9'.repeat(40), 'x'.repeat(5000), 'true', '[]', '{}',
  '2030-02-31', '0000-00-00', '9999-12-31', '2026-13-01', 'not-an-email', 'a@b', '@', `${'a'.repeat(250)}@example.com`, 'ÄÖÜ@exämple.com',
  'SW1A 1AA', '07700 900123', 'pm_123', 'PRX1', 'acne', 'admin', '*', '_', '\\', '\\u0000',
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, -0.0, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects around a value, a little deeper than any form nests. */
const deeplyNested = fc.tuple(fc.integer({ min: 5, max: 60 }), fc.boolean()).map(([depth, asObjects]) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = asObjects ? { a: value } : [value];
  return value;
});

/**
 * A JSON body with one field nested thousands of levels deep, written as text (building
 * and stringifying such a value would overflow this process's own stack).
 */
const veryDeepJson = (fields: string[]): fc.Arbitrary<RawBody> =>
  fc.tuple(fc.integer({ min: 1000, max: 5000 }), fc.boolean(), fc.constantFrom(...fields, 'email')).map(([depth, asObjects, field]) => {
    const nested = asObjects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
    return { bytes: `{${JSON.stringify(field)}:${nested}}`, headers: { 'Content-Type': 'application/json' } };
  });

/** What has broken text handling: NUL, lone surrogates, a direction override, line breaks, a bell, an escaped NUL. */
const DANGEROUS_CHARACTERS = ['\u0000', '\ud800', '\udfff', '\u202e', '\r\n', '\u0007', '%00'];

/** A plausible value with one dangerous character put in somewhere: it passes the checks on shape and meets the code behind them. */
const spoiled = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...DANGEROUS_CHARACTERS), fc.nat()).map(([value, character, at]) => {
    const position = value.length ? at % (value.length + 1) : 0;
    return value.slice(0, position) + character + value.slice(position);
  });

/** Anything JSON can carry, weighted towards what breaks code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileText },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: deeplyNested },
  ),
})).value;

// ---- Values shaped by the schema, with hostile ones mixed in ------------------------

const calendarDate = fc
  .tuple(fc.integer({ min: 1990, max: 2035 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

/** A value the schema allows, or close to it (ids are small numbers, as rows in a fresh database are). */
function shaped(schema: Schema): fc.Arbitrary<unknown> {
  const variants: fc.WeightedArbitrary<unknown>[] = [];
  // The document's own example is the likeliest value to pass every check.
  if (schema.example !== undefined) variants.push({ weight: 4, arbitrary: fc.constant(schema.example) });
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, ...variants);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((part) => mixed(part)));
  if (schema.allOf?.length) return mixed(schema.allOf.reduce<Schema>((merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties } }), {}));
  switch (schema.type) {
    case 'number':
    case 'integer':
      variants.push(
        { weight: 3, arbitrary: fc.integer({ min: schema.minimum ?? 1, max: Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 8, 8)) }) },
        { weight: 1, arbitrary: fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 100_000 }) },
      );
      break;
    case 'boolean':
      variants.push({ weight: 1, arbitrary: fc.boolean() });
      break;
    case 'array':
      variants.push({ weight: 1, arbitrary: fc.array(mixed(schema.items ?? {}), { maxLength: 4 }) });
      break;
    case 'object':
      variants.push({ weight: 1, arbitrary: shapedObject(schema) });
      break;
    default:
      variants.push({ weight: 2, arbitrary: plausibleText(schema) }, { weight: 1, arbitrary: fc.string({ maxLength: schema.maxLength ?? 60 }) });
  }
  if (schema.nullable) variants.push({ weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(...variants);
}

/** Text of the kind a string field takes: a date, an email, a name, an id, a word. */
function plausibleText(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return calendarDate;
  if (schema.format === 'binary') return fc.constant('binary');
  return fc.oneof(
    fc.emailAddress(),
    calendarDate,
    fc.constantFrom('Priya', 'Shah', '1 High Street', 'Leeds', 'LS1 1AA', '07700 900123', 'acne', 'glow', 'photo_front', 'pm_1', 'PRX1', '1', '2'),
    fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,19}$/),
  );
}

/** Something wrong for a value of this schema: for text, a plausible value with a dangerous character in it, or anything at all. */
function wrong(schema: Schema): fc.Arbitrary<unknown> {
  return schema.type === 'string' && !schema.enum ? fc.oneof(spoiled(plausibleText(schema)), hostileValue) : hostileValue;
}

/** Mostly a value shaped by the schema, one time in four something wrong. */
function mixed(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: shaped(schema) }, { weight: 1, arbitrary: wrong(schema) });
}

const MISSING = Symbol('missing');

/**
 * Fields or parameters all shaped by their schemas, and half the time one of them wrong:
 * one bad value among good ones gets past every other check and meets the code behind it.
 */
function withOneWrong(schemas: Record<string, Schema>, shapedValue: (schema: Schema) => fc.Arbitrary<unknown>, wrongValue: (schema: Schema) => fc.Arbitrary<unknown>, presence: (name: string) => number) {
  const names = Object.keys(schemas);
  const values = fc.record(
    Object.fromEntries(names.map((name) => [name, fc.oneof({ weight: presence(name), arbitrary: shapedValue(schemas[name] ?? {}) }, { weight: 1, arbitrary: fc.constant(MISSING) })])),
  );
  const spoilt = names.length
    ? fc.option(fc.constantFrom(...names).chain((name) => wrongValue(schemas[name] ?? {}).map((value) => [name, value] as const)), { nil: undefined, freq: 2 })
    : fc.constant(undefined);
  return fc.tuple(values, spoilt).map(([all, replaced]) => {
    const present = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== MISSING));
    return replaced ? { ...present, [replaced[0]]: replaced[1] } : present;
  });
}

/** Sometimes, not often: a field or parameter no schema knows (refused, so it must not crowd out the rest). */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** The object's fields (a required one left out one time in ten, an optional one half the time), one perhaps wrong, rarely one the schema does not know. */
function shapedObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = withOneWrong(schema.properties ?? {}, shaped, wrong, (name) => (required.has(name) ? 9 : 1));
  const extraValue = typeof schema.additionalProperties === 'object' ? mixed(schema.additionalProperties) : hostileValue;
  const extraFields = fc.dictionary(fc.oneof(hostileText, fc.string({ maxLength: 12 })), extraValue, { maxKeys: 3 });
  // A map of answers is all additional properties: those come often, anywhere else rarely.
  const extra = typeof schema.additionalProperties === 'object' ? fc.option(extraFields, { nil: undefined }) : rarely(extraFields);
  return fc.tuple(fields, extra).map(([known, unknown]) => ({ ...known, ...unknown }));
}

// ---- Requests ------------------------------------------------------------------

/** Percent-encoding that copes with lone surrogates (encodeURIComponent throws on them): sent as the bytes UTF-8 would give, which are invalid. */
export function encodeComponent(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** A path segment: shaped, hostile (escaped), or raw bytes the router must cope with. */
const pathSegment = (schema: Schema) =>
  fc.oneof(
    { weight: 4, arbitrary: shaped(schema).map((value) => encodeComponent(String(value))) },
    { weight: 1, arbitrary: spoiled(plausibleText(schema)).map(encodeComponent) },
    { weight: 2, arbitrary: hostileText.map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F', 'a/b', '99999999999999999999999') },
  );

const queryText = (schema: Schema) => shaped(schema).map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)));

const wrongQueryValue = (schema: Schema) =>
  fc.oneof(spoiled(plausibleText(schema)), hostileText, fc.array(fc.oneof(queryText(schema), hostileText), { minLength: 2, maxLength: 3 }));

type RawBody = { bytes: string; headers: Record<string, string> };

const RAW_BODIES: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    bytes: fc.constantFrom('{"email": "a@b.c",', '{', ']', 'null', '"text"', '12', '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"admin":true}}', ''),
    headers: fc.constant<Record<string, string>>({ 'Content-Type': 'application/json' }),
  }),
  fc.record({
    bytes: fc.constantFrom('{"email":"a@b.c"}', 'email=a%40b.c&password=x', '<xml/>', 'plain text'),
    headers: fc.constantFrom<Record<string, string>>(
      { 'Content-Type': 'application/json; charset=koi8-r' },
      { 'Content-Type': 'application/json; charset=utf-16' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      { 'Content-Type': 'application/x-www-form-urlencoded; charset=koi8-r' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/xml' },
      { 'Content-Type': 'multipart/form-data' },
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip, gzip' },
    ),
  }),
);

function bodyFor(operation: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const fields = Object.keys(operation.body?.schema.properties ?? {});
  const raw = fc.oneof(RAW_BODIES, veryDeepJson(fields)).map(({ bytes, headers }) => ({ kind: 'raw' as const, bytes, headers }));
  if (!operation.body) return fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) }, { weight: 1, arbitrary: raw });
  const schema = operation.body.schema;
  if (operation.body.multipart) {
    const names = Object.keys(schema.properties ?? {});
    const textFields = names.filter((name) => schema.properties?.[name]?.format !== 'binary');
    const fileFields = names.filter((name) => schema.properties?.[name]?.format === 'binary');
    const multipart = fc.record({
      fields: fc.record(Object.fromEntries(textFields.map((name) => [name, fc.oneof(shaped(schema.properties?.[name] ?? {}).map(String), spoiled(fc.constantFrom('photo_front', 'x')), hostileText)])), { requiredKeys: [] }),
      files: fc.record(Object.fromEntries(fileFields.map((name) => [name, fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes))])), { requiredKeys: [] }),
    });
    return fc.oneof({ weight: 4, arbitrary: multipart.map((parts) => ({ kind: 'multipart' as const, ...(parts as { fields: Record<string, string>; files: Record<string, Buffer> }) })) }, { weight: 1, arbitrary: raw });
  }
  return fc.oneof(
    { weight: 8, arbitrary: shaped(schema).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: raw },
  );
}

/** A request for the operation: its path filled in, its query and body generated. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const segments = fc.record(Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, pathSegment(schema)])));
  const known = withOneWrong(Object.fromEntries(operation.query.map(({ name, schema }) => [name, schema])), queryText, wrongQueryValue, () => 1);
  const unknown = rarely(fc.dictionary(fc.oneof(hostileText, fc.constantFrom('page', 'id', 'user_id', 'email')), hostileText, { maxKeys: 2 }));
  return fc.record({ segments, known, unknown, body: bodyFor(operation) }).map(({ segments: filled, known: query, unknown: extra, body }) => ({
    path: operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => (filled as Record<string, string>)[name] ?? 'x'),
    query: { ...(extra ?? {}), ...(query as Record<string, string | string[]>) },
    body,
  }));
}
