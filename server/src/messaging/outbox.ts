import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids.ts';

export type Channel = 'mail' | 'sms' | 'whatsapp';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
}

/**
 * Every message that would leave the system without a configured transport is written as one
 * JSON file `DATA_DIR/outbox/<ISO time>-<channel>-<id>.json` (DESIGN §3); tests read codes from it.
 */
export class Outbox {
  private readonly dir: string;
  private readonly log: FastifyBaseLogger;

  constructor(dataDir: string, log: FastifyBaseLogger) {
    this.dir = path.join(dataDir, 'outbox');
    this.log = log;
  }

  async write(message: OutgoingMessage): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = new Date().toISOString();
    const file = path.join(this.dir, `${createdAt.replaceAll(':', '-')}-${message.channel}-${newId()}.json`);
    // Written aside then renamed, so a reader never sees half a message.
    await writeFile(`${file}.tmp`, JSON.stringify({ ...message, createdAt }, null, 2));
    await rename(`${file}.tmp`, file);
    this.log.info({ channel: message.channel, file: path.basename(file) }, 'message written to the outbox');
    return file;
  }
}
