import { resolve } from 'node:path';

/**
 * The places where the compiled code chooses a module at run time by a name a bundler cannot
 * follow, each made a choice the bundle can hold:
 * - `@nestjs/swagger` is the no-op decorators, as src/bootstrap/without-api-docs.ts arranges at
 *   run time for the unbundled processes (that hook then has nothing to do);
 * - migrations/index.ts requires each migration by name on first use: the names become a map of
 *   requires, still run only when the migrator is;
 * - @mikro-orm/nestjs requires the driver's package by a name it builds, to register the driver's
 *   EntityManager: it must get the bundle's copy, not a second one from node_modules.
 */
export function shopSpecifics(root) {
  const noOpDecorators = resolve(root, 'dist/src/bootstrap/api-docs-decorators.noop.js');
  return {
    name: 'shop-specifics',
    resolveId(source) {
      return source === '@nestjs/swagger' ? noOpDecorators : null;
    },
    load(id) {
      return id.endsWith('/dist/src/bootstrap/without-api-docs.js') ? '' : null;
    },
    transform(code, id) {
      if (id.endsWith('/dist/migrations/index.js')) return { code: requireMigrationsByMap(code), map: null };
      if (id.endsWith('/@mikro-orm/nestjs/mikro-orm-core.module.js')) return { code: requireDriversByMap(code), map: null };
      return null;
    },
  };
}

function requireMigrationsByMap(code) {
  const names = [...code.matchAll(/'(Migration\d{14}_\w+)'/g)].map((match) => match[1]);
  return `const MIGRATION_MODULES = { ${names.map((name) => `${name}: () => require('./${name}')`).join(', ')} };\n${replaceOnce(code, 'require(`./${name}`)', 'MIGRATION_MODULES[name]()')}`;
}

function requireDriversByMap(code) {
  const drivers = `const DRIVER_PACKAGES = { '@mikro-orm/knex': () => require('@mikro-orm/knex'), '@mikro-orm/postgresql': () => require('@mikro-orm/postgresql') };\n`;
  return drivers + replaceOnce(code, 'Promise.resolve(`${name}`).then(s => __importStar(require(s)))', 'Promise.resolve(DRIVER_PACKAGES[name]?.())');
}

/** Fails the build when a package upgrade moves the code this relies on. */
function replaceOnce(code, expected, replacement) {
  if (!code.includes(expected)) throw new Error(`bundle-server: \`${expected}\` is no longer there; see shop-specifics.mjs`);
  return code.replace(expected, replacement);
}
