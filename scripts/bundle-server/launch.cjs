'use strict';
/**
 * Runs a bundle written by scripts/bundle-server (copied to dist/server/launch.js) with a V8 code
 * cache beside it. Node 20 has no module compile cache (`module.enableCompileCache` is Node 22's),
 * so every start would parse the whole bundle again and compile each function it calls. A start
 * without a usable cache takes one once it has run for CACHE_AFTER_MS, so the cache holds the
 * functions the start and the first requests compiled. (Not on exit: a process stopped by a signal,
 * as Nest's shutdown hooks end it, never sees 'exit'.) V8 refuses a cache made by another Node
 * version, and that start then takes a fresh one; but V8 knows its source only by its length, so
 * the cache is named by the bundle's content hash, which the build writes into the entry file.
 */
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { basename, dirname, join } = require('node:path');
const vm = require('node:vm');

const CACHE_AFTER_MS = 10_000;

/**
 * The bundle's dynamic `import()`s are rewritten to call this (keep-node-semantics.mjs): Node 20
 * loses a script's import() callback when the script comes from a code cache.
 */
const dynamicImport = (specifier) => import(specifier);

/** Runs `bundleFile` (content hash `contentHash`) as the main module. */
module.exports = function launch(bundleFile, contentHash) {
  const cacheFile = join(dirname(bundleFile), 'v8-cache', `${basename(bundleFile, '.js')}.${contentHash}`);
  const source = readFileSync(bundleFile, 'utf8');
  const cachedData = readIfPresent(cacheFile);
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __dynamicImport) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
  });
  if (!cachedData || script.cachedDataRejected) setTimeout(() => writeCache(cacheFile, script), CACHE_AFTER_MS).unref();

  const bundle = new Module(bundleFile, module);
  bundle.filename = bundleFile;
  bundle.paths = Module._nodeModulePaths(dirname(bundleFile));
  script.runInThisContext()(bundle.exports, Module.createRequire(bundleFile), bundle, bundleFile, dirname(bundleFile), dynamicImport);
};

function readIfPresent(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written beside its final name and renamed into place, so a process starting meanwhile never reads half a cache. */
function writeCache(cacheFile, script) {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch (error) {
    // A read-only image starts as it would without the cache: slower, never wrong.
    process.stderr.write(`No V8 code cache written in ${dirname(cacheFile)} (${error.code ?? error.message}); the next start compiles it again.\n`);
  }
}
