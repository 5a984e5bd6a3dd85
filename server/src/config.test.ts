import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'chat-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults: port 3000, ./data, PGlite, a generated secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('keeps files in DATA_DIR unless an S3 bucket is configured with its keys, and turns media models off with none', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.s3).toBeUndefined();
    expect(defaults.ai.openaiMedia).toEqual({ image: 'gpt-image-1', transcription: 'whisper-1', speech: 'tts-1' });
    const s3 = {
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'files' })).toThrowError(/S3_ACCESS_KEY_ID/);
    expect(loadConfig({ DATA_DIR: dataDir(), OPENAI_SPEECH_MODEL: 'none' }).ai.openaiMedia.speech).toBeUndefined();
  });

  it('lists every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', DATA_DIR: dataDir() })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', DATA_DIR: dataDir() });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('checkpoints answers every second and keeps leases three heartbeats; refuses a lease shorter than two', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).recovery).toEqual({ checkpointMs: 1_000, heartbeatMs: 5_000, leaseMs: 15_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCE_HEARTBEAT_MS: '10000' })).toThrowError(/INSTANCE_LEASE_MS/);
  });

  it("limits a customer to a person's pace and sockets; RATE_LIMIT_MULTIPLIER scales all but a person's sockets", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).limits).toEqual({
      writesPerMinute: 60,
      socketsPerCustomer: 20,
      socketsPerAddress: 50,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_MULTIPLIER: '10000', SOCKETS_PER_CUSTOMER: '5' }).limits).toEqual({
      writesPerMinute: 600_000,
      socketsPerCustomer: 5,
      socketsPerAddress: 500_000,
    });
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrowError(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() });
    expect(config.isProduction).toBe(true);
  });

  it('normalises PUBLIC_URL and ALLOWED_ORIGINS to origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://chat.example.com/some/path',
      ALLOWED_ORIGINS: 'http://localhost:5173, capacitor://localhost',
    });
    expect(config.publicUrl).toBe('https://chat.example.com');
    expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'capacitor://localhost']);
  });
});
