// An esbuild plugin that gives a lazily imported CommonJS module the namespace Node gives it.
//
// `await import('ioredis')` run from source gets Node's interop: `default` is module.exports and
// every name cjs-module-lexer finds in the module is a named export, so `const { Redis } = …`
// works. esbuild with code splitting turns such a module into a chunk of its own that exports
// `default` alone (evanw/esbuild#3245, #4377): `Redis` was undefined and the bundle with
// REDIS_URL crashed at start (issue 35), while every test, run from source, passed. This plugin
// routes each dynamic import of a CommonJS file through a small module that requires it and
// re-exports the names Node would offer, found with the lexer Node itself uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as cjsLexer from 'cjs-module-lexer';
import * as esmLexer from 'es-module-lexer';

const NAMESPACE = 'lazy-commonjs';

/**
 * Node's rule for a file's format: .cjs and .mjs say it, a .js file follows its package's `type`,
 * and without one its syntax decides (Node 22.12+ detects modules; esbuild decides the same way).
 */
function isCommonJs(file) {
  if (!file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  const type = packageType(path.dirname(file));
  if (type) return type === 'commonjs';
  const [, , , hasModuleSyntax] = esmLexer.parse(readFileSync(file, 'utf8'), file);
  return !hasModuleSyntax;
}

/** The `type` of the nearest package.json above `dir`, if it says one. */
function packageType(dir) {
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).type;
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/** The names Node offers for `file`: those the lexer finds, and those of what it re-exports. */
export function commonJsExportNames(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const { exports, reexports } = cjsLexer.parse(readFileSync(file, 'utf8'), file);
  const names = new Set(exports);
  const require = createRequire(file);
  for (const specifier of reexports) {
    let target;
    try {
      target = require.resolve(specifier);
    } catch {
      continue; // Node skips a re-export it cannot resolve too
    }
    if (isCommonJs(target)) for (const name of commonJsExportNames(target, seen)) names.add(name);
  }
  names.delete('default');
  return names;
}

/** The module that stands in for `file`: Node's namespace of it, built from one require. */
function namespaceModule(file) {
  const names = [...commonJsExportNames(file)];
  const lines = [`const cjs = require(${JSON.stringify(file)});`];
  names.forEach((name, index) => lines.push(`const e${index} = cjs[${JSON.stringify(name)}];`));
  const exported = names.map((name, index) => `e${index} as ${JSON.stringify(name)}`);
  lines.push(`export { ${['cjs as default', ...exported].join(', ')} };`);
  return lines.join('\n');
}

export const lazyCommonJs = {
  name: NAMESPACE,
  async setup(build) {
    await Promise.all([cjsLexer.init(), esmLexer.init]);
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: NAMESPACE,
      });
      // External packages are imported by Node itself at run time, with its own interop.
      if (resolved.errors.length || resolved.external || !isCommonJs(resolved.path)) return undefined;
      return { path: resolved.path, namespace: NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: namespaceModule(args.path),
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};
