import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { TestDatabase } from './database.ts';

/** A test configuration: its own data directory, no web app, silent logs unless TEST_LOG is set. */
export function testConfig(env: Record<string, string> = {}): Config {
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

export function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  extraRoutes?: FastifyPluginAsync,
  deps: Pick<AppDependencies, 'planCheck'> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), { database, runJobs: false, ...(extraRoutes ? { extraRoutes } : {}), ...deps });
}
