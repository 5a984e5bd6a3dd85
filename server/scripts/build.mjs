// `npm run build --workspace server` (and `npm start` when the sources changed): bundles the server
// with esbuild into server/dist, so that Node resolves its modules once, here, instead of at every
// start (resolving drizzle-orm's ES modules alone cost a second and 150 MB of heap at start).
// Each worker thread is an entry of its own; dynamic imports (integrations loaded only when
// configured) become chunks loaded on first use. `node scripts/build.mjs [outdir]`.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { workerNames, workerSource } from '../src/runtime-paths.ts';
import { lazyCommonJs } from './lazy-commonjs.mjs';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * Left to node_modules: native code (argon2), packages that load files beside their own modules
 * by path (PGlite's WASM and data, pino's transport worker, the API reference's static assets,
 * pdf.js), and the optional native driver of pg that is not installed.
 */
const external = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  'unpdf',
  'pg-native',
];

// Bundled CommonJS packages call require() for Node's built-in modules, and a few name their own
// directory (ioredis trims its stack traces with it; none reads files through it here).
export const banner = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
].join(' ');

/**
 * drizzle's PGlite driver imports `@electric-sql/pglite` on the main thread for four type ids;
 * PGlite itself runs in its worker thread (pglite-worker.js loads the real package). Loading
 * PGlite's JavaScript there as well cost ~7 MB and a few hundred milliseconds at every start.
 */
const pgliteTypesOnly = {
  name: 'pglite-types-only',
  setup(build) {
    build.onResolve({ filter: /^@electric-sql\/pglite$/ }, ({ importer }) =>
      importer.includes('/node_modules/drizzle-orm/') ? { path: 'types', namespace: 'pglite-types-only' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'pglite-types-only' }, async () => {
      const { types } = await import('@electric-sql/pglite');
      const refuse = "throw new Error('PGlite runs in its worker thread (db/pglite/worker.ts)')";
      return {
        contents: `export const types = ${JSON.stringify(types)};\nexport class PGlite { constructor() { ${refuse}; } }\n`,
      };
    });
  },
};

/**
 * V8 keeps each module's source text for the life of the process (a function may still be compiled
 * lazily), and a single character beyond Latin-1 makes it hold the whole text at two bytes a
 * character. esbuild writes code as ASCII (escapes in strings) but copied comments verbatim: the
 * app's chunk, 4.2 MB with its comments and indentation, was held as 8.3 MB. Without whitespace and
 * comments (`minifyWhitespace`; names are kept, so stack traces still name their functions, and
 * the linked source maps locate them) it is 2.8 MB of ASCII: 5 MB less resident on PostgreSQL
 * (bench 40), ~10 MB with both threads. Licence comments go verbatim to `.LEGAL.txt` files beside
 * the bundle. This checks that nothing outside ASCII came back.
 */
function assertAsciiSources(outdir) {
  for (const name of readdirSync(outdir).filter((entry) => entry.endsWith('.js'))) {
    const at = readFileSync(path.join(outdir, name), 'utf8').search(/[\u0080-\uffff]/);
    if (at >= 0) throw new Error(`${name}: a character outside ASCII at ${at} (V8 would hold the file at 2 bytes a character)`);
  }
}

/** Writes the bundle into `outdir` (a directory directly inside server/: the bundle finds server/ as its parent). */
export async function buildServer(outdir = path.join(serverRoot, 'dist')) {
  mkdirSync(outdir, { recursive: true });
  // Only the previous bundle's scripts: the database template beside them stays.
  for (const entry of readdirSync(outdir).filter((name) => /\.js(\.map|\.LEGAL\.txt)?$/.test(name)))
    rmSync(path.join(outdir, entry));
  await build({
    entryPoints: {
      main: path.join(serverRoot, 'src/main.ts'),
      'db-template': path.join(serverRoot, 'src/cli/db-template.ts'),
      ...Object.fromEntries(workerNames.map((name) => [name, workerSource(name)])),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    external,
    sourcemap: 'linked',
    legalComments: 'linked',
    minifyWhitespace: true,
    banner: { js: banner },
    plugins: [pgliteTypesOnly, lazyCommonJs],
    logLevel: 'warning',
  });
  assertAsciiSources(outdir);
}

if (import.meta.main) await buildServer(process.argv[2] && path.resolve(process.argv[2]));
