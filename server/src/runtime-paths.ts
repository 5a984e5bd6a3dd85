import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The files the server reads by path at run time, found the same way whether Node runs the
 * TypeScript sources (this file is server/src/runtime-paths.ts) or the esbuild bundle (every
 * bundled module shares the URL of a file in server/dist): both sit one level below server/.
 * Everything else (the packages left external) resolves from node_modules as usual.
 */
const here = fileURLToPath(import.meta.url);

/** The server package's directory (server/). */
export const serverRoot = path.resolve(path.dirname(here), '..');

/** True in the bundle (`npm start`, the Docker image), false from source (`npm run dev`, tests). */
export const bundled = !here.endsWith('.ts');

/**
 * The bundle's directory (server/dist, or the image's copy of it in server/src/artifact), which also holds the
 * database template: from source, server/dist all the same.
 */
export const distDir = bundled ? path.dirname(here) : path.join(serverRoot, 'dist');

export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** Each worker thread's script: a separate entry of the bundle, its TypeScript file from source. */
const workerSources = {
  'pglite-worker': 'src/db/pglite/worker.ts',
  'pdf-worker': 'src/ai/media/pdf-worker.ts',
  'import-worker': 'src/modules/imports/import-worker.ts',
} as const;

export type WorkerName = keyof typeof workerSources;
export const workerNames = Object.keys(workerSources) as WorkerName[];

export function workerFile(name: WorkerName): URL {
  return pathToFileURL(bundled ? path.join(distDir, `${name}.js`) : workerSource(name));
}

export function workerSource(name: WorkerName): string {
  return path.join(serverRoot, workerSources[name]);
}

/**
 * Node flags the bundle runs with (`npm start` in package.json, the Dockerfile, bench 40): V8's
 * optimizing compiler recompiled PGlite's WASM for 6–9 s after start, up to ~580 MB on top; the
 * baseline compiler alone keeps memory flat. Set at run time (v8.setFlagsFromString) it did not
 * reach the database's thread: it must be on the command line.
 */
export const bundleNodeFlags = ['--liftoff-only'];
