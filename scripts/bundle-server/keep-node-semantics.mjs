import { parseAst } from 'rolldown/parseAst';
import { dirname, relative, resolve } from 'node:path';

/**
 * What a module meant by its own place on disk still holds once it is one file among thousands
 * in a bundle at `outDir`:
 * - `__dirname` and `__filename` name the module's original folder and file (pdfkit's fonts, the
 *   GP directory's CSV, web/dist are read beside the code that reads them);
 * - a relative require that finds nothing at build time (a try/catch fallback such as MikroORM's
 *   `require('../../package.json')`) is tried at run time from the module's original folder;
 * - `import()` goes through the launcher's `__dynamicImport` (launch.cjs says why).
 */
export function keepNodeSemantics(outDir) {
  const fromBundle = (path) => {
    const relativePath = relative(outDir, path);
    return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
  };
  return {
    name: 'keep-node-semantics',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found ?? { id: fromBundle(resolve(dirname(importer), source)), external: true };
    },
    transform(code, id) {
      let kept = code;
      if (kept.includes('import(')) kept = callLauncherImport(kept);
      if (/\b__(dirname|filename)\b/.test(kept)) {
        kept = kept
          .replace(/\b__dirname\b/g, `__bundledFrom(${JSON.stringify(fromBundle(dirname(id)))})`)
          .replace(/\b__filename\b/g, `__bundledFrom(${JSON.stringify(fromBundle(id))})`);
      }
      return kept === code ? null : { code: kept, map: null };
    },
  };
}

/** Defines `__bundledFrom` at the top of the bundle, where `__dirname` is the bundle's own folder. */
export const BUNDLED_FROM_BANNER = "const __bundledFrom = (path) => require('node:path').join(__dirname, path);";

/** Every `import(…)` expression (not the word in a string or comment) becomes `__dynamicImport(…)`. */
function callLauncherImport(code) {
  const starts = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.type === 'ImportExpression') starts.push(node.start);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  let rewritten = code;
  for (const start of starts.sort((a, b) => b - a)) {
    if (rewritten.slice(start, start + 6) !== 'import') throw new Error(`import() expected at ${start}`);
    rewritten = `${rewritten.slice(0, start)}__dynamicImport${rewritten.slice(start + 6)}`;
  }
  return rewritten;
}
