import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { client } from './http.ts';

type Env = Record<string, string>;

/** A test configuration: its own data directory, no web app, silent logs unless TEST_LOG is set. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chat-test-')),
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: '',
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    RATE_LIMIT_MULTIPLIER: '100',
    ...env,
  });
}

/** The app on a database it leaves open (a second instance on it, a broken ping): the caller closes both. */
export function buildTestApp(
  database: TestDatabase,
  env: Env = {},
  extraRoutes?: FastifyPluginAsync,
  deps: Pick<AppDependencies, 'planCheck'> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), { database, runJobs: false, ...(extraRoutes ? { extraRoutes } : {}), ...deps });
}

export interface TestAppOptions extends Pick<AppDependencies, 'extraRoutes' | 'planCheck'> {
  /** Settings over testConfig's; a function is read when the app is built, after the file's earlier hooks started its fakes. */
  env?: Env | (() => Env);
  /** Listens on a loopback port, for sockets and real HTTP clients; otherwise requests go through app.inject. */
  listen?: boolean;
}

/** An app on a database of its own, with a JSON client on it. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly http: ReturnType<typeof client>;
}

export interface StartedTestApp extends TestApp {
  /** Closes the app, then its database. */
  close(): Promise<void>;
}

/** A fresh database and an app on it, for a test that needs one of its own; the test closes it. */
export async function startTestApp(options: TestAppOptions = {}): Promise<StartedTestApp> {
  const database = await createTestDatabase();
  try {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const { extraRoutes, planCheck } = options;
    const app = await buildTestApp(database, env, extraRoutes, planCheck ? { planCheck } : {});
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      database,
      http: client(app),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface UseTestAppOptions extends TestAppOptions {
  /** false: builds nothing, for a file whose tests are skipped (no Redis, no PostgreSQL). */
  runIf?: boolean;
}

/**
 * The app a test file (or a describe block) shares, as fastify/demo's `build(t)`: built in a
 * beforeAll hook, closed by that hook's cleanup. beforeAll hooks run in the order they are
 * registered and their cleanups in reverse, after every afterAll: a fake started (and stopped by
 * its cleanup) in a hook registered before this call is up while the app is, and the sockets a
 * file closes in afterAll are closed before the app. The handle's fields are there from then on.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  let started: StartedTestApp | undefined;
  beforeAll(async () => {
    if (options.runIf === false) return;
    const testApp = await startTestApp(options);
    started = testApp;
    return () => testApp.close();
  });
  const current = (): StartedTestApp => {
    if (!started) throw new Error('the test app is built in beforeAll: use it in hooks and tests');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get http() {
      return current().http;
    },
  };
}
