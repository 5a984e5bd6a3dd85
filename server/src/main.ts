import { existsSync } from 'node:fs';
import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/client.ts';

/** Reads the config, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
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
