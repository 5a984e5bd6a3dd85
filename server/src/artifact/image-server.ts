import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import type { Image } from './image.ts';

/** The session secret instances of one deployment share (production requires one, DESIGN §3). */
export const deploymentSecret = () => `artifact-${randomBytes(24).toString('hex')}`;

export interface ImageServer extends ServerProcess {
  /** Its volume (DATA_DIR): the outbox is there. */
  dataDir: string;
  /** Stops it (SIGTERM, as `docker stop`) and removes its volume. */
  stop(): Promise<void>;
}

/**
 * A container of the image: its CMD run from its WORKDIR with its ENV (NODE_ENV=production…), on a
 * volume of its own, plus `env`; listening on a free loopback port instead of 0.0.0.0:3000.
 */
export async function startImage(image: Image, env: Record<string, string | undefined>): Promise<ImageServer> {
  const [node, ...args] = image.command;
  if (node !== 'node') throw new Error(`the image's CMD runs ${node}, not node`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-volume-'));
  const removeVolume = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess(
    dataDir,
    { ...image.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: undefined, LOG_LEVEL: 'info', ...env },
    { main: path.join(image.dir, args.at(-1)!), nodeArgs: args.slice(0, -1), cwd: image.dir },
  ).catch((error: unknown) => {
    removeVolume();
    throw error;
  });
  const stop = async () => {
    await server.kill('SIGTERM');
    removeVolume();
  };
  return { ...server, dataDir, stop };
}
