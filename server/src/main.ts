import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { trimWhenIdle } from './lib/idle-trim.ts';

/**
 * V8's code for every module the server loads, kept on disk (the system's temporary folder, or
 * NODE_COMPILE_CACHE) by the first start and read by the next: the bundle's chunks were parsed
 * whole at every start (~200 ms of the main thread for 4 MB of app code). Before anything else is
 * loaded, so everything below is imported here, not at the top. Handed on to the worker threads
 * (PGlite's loads its JavaScript with it) through the variable, which each reads when it starts.
 */
const compileCache = enableCompileCache();
if (compileCache.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;
trimWhenIdle();

/** Reads the config, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const [{ loadConfig, ConfigError }, { openDatabase }] = await Promise.all([import('./config.ts'), import('./db/client.ts')]);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The database starts first (PGlite in its own thread) and the rest of the server loads meanwhile.
  const opening = openDatabase(config);
  opening.catch(() => undefined);
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { database: await opening, closeDatabase: true });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: app.database.kind, startupMs: Math.round(performance.now() - startedAt) }, 'ready');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
