/**
 * Jest copies the outer process's globals into every test file's sandbox, including
 * MikroORM's global metadata store created by globalSetup's migration run. Entity
 * metadata from one sandbox then leaks into the next (and fails on cross-realm Maps).
 * Each test file starts with a store of its own.
 */
for (const key of Object.keys(globalThis)) {
  if (key.startsWith('mikro-orm-')) delete (globalThis as Record<string, unknown>)[key];
}
