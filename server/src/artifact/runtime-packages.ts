import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import * as lexer from 'es-module-lexer';

const run = promisify(execFile);

/** How a bundle file loads a package: an ES import (static or lazy), or esbuild's `__require`. */
export type LoadedBy = 'import' | 'require';

/**
 * The packages the bundle in `distDir` loads from node_modules at run time (those esbuild left
 * external, and optional ones a package tries to require), by specifier: everything else is inside
 * the bundle. Node's built-in modules are left out.
 */
export async function packagesLoaded(distDir: string): Promise<Map<string, LoadedBy>> {
  await lexer.init;
  const loaded = new Map<string, LoadedBy>();
  const note = (specifier: string, by: LoadedBy) => {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return;
    loaded.set(specifier, by);
  };
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(distDir, file), 'utf8');
    for (const { n } of lexer.parse(source)[0]) if (n) note(n, 'import');
    for (const [, specifier] of source.matchAll(/__require\("([^"]+)"\)/g)) note(specifier!, 'require');
  }
  return loaded;
}

/** Resolves each package as the bundle in `distDir` would (in a Node of its own there); answers those that fail. */
export async function unresolvable(distDir: string, packages: Map<string, LoadedBy>): Promise<string[]> {
  const script = `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const failed = [];
for (const [specifier, by] of JSON.parse(process.argv[1])) {
  try { by === 'import' ? import.meta.resolve(specifier) : require.resolve(specifier); } catch { failed.push(specifier); }
}
console.log(JSON.stringify(failed));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([...packages])], {
    cwd: distDir,
  });
  return JSON.parse(stdout) as string[];
}
