/**
 * The HTTP adapter comparison of ADR 0011 (not a test): the smallest Nest 11 app answering one
 * JSON route from PostgreSQL (plain pg, one pool), on @nestjs/platform-express or
 * @nestjs/platform-fastify. Usage:
 *   node scripts/benchmarks/adapters/minimal-nest.cjs express|fastify <port> <database url>
 * then `npx autocannon -c 50 -d 10 http://127.0.0.1:<port>/catalogue/treatments/acne`.
 */
require('reflect-metadata');
const { Controller, Get, Module, Param } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { Pool } = require('pg');

const [adapterName = 'express', port = '3422', databaseUrl = 'postgres://postgres@127.0.0.1:5432/bench_cold_start'] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 10 });

class TreatmentController {
  async treatment(slug) {
    const { rows } = await pool.query('select id, slug, title, condition, category, description, image_url as "imageUrl", label from treatment where slug = $1', [slug]);
    return rows[0] ?? null;
  }
}
Controller('catalogue')(TreatmentController);
Reflect.decorate([Get('treatments/:slug')], TreatmentController.prototype, 'treatment', Object.getOwnPropertyDescriptor(TreatmentController.prototype, 'treatment'));
Param('slug')(TreatmentController.prototype, 'treatment', 0);

class AppModule {}
Module({ controllers: [TreatmentController] })(AppModule);

async function main() {
  const adapter =
    adapterName === 'fastify' ? new (require('@nestjs/platform-fastify').FastifyAdapter)() : new (require('@nestjs/platform-express').ExpressAdapter)();
  const app = await NestFactory.create(AppModule, adapter, { logger: false });
  await app.listen(Number(port), '127.0.0.1');
  console.log(`${adapterName} listening on ${port}`);
}
main();
