import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
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

/** A file sent with a mail: text, or a file on disk that the transport streams (a large export). */
export interface MailAttachment {
  filename: string;
  content?: string;
  path?: string;
  contentType?: string;
}

/** How the outbox records an attachment: its bytes are copied beside the messages (`file`, relative to the outbox). */
export interface OutboxAttachment {
  filename: string;
  contentType?: string;
  size: number;
  file: string;
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

  async write(message: OutgoingMessage, attachments: MailAttachment[] = []): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = new Date().toISOString();
    const stem = `${createdAt.replaceAll(':', '-')}-${message.channel}-${newId()}`;
    const file = path.join(this.dir, `${stem}.json`);
    const saved = attachments.length ? { attachments: await this.saveAttachments(stem, attachments) } : {};
    // Written aside then renamed, so a reader never sees half a message.
    await writeFile(`${file}.tmp`, JSON.stringify({ ...message, ...saved, createdAt }, null, 2));
    await rename(`${file}.tmp`, file);
    this.log.info({ channel: message.channel, file: path.basename(file) }, 'message written to the outbox');
    return file;
  }

  /** Copies each attachment to `attachments/<stem>/<n>-<name>` (the folder is no message: readers list `*.json` only). */
  private async saveAttachments(stem: string, attachments: MailAttachment[]): Promise<OutboxAttachment[]> {
    const dir = path.join(this.dir, 'attachments', stem);
    await mkdir(dir, { recursive: true });
    return Promise.all(
      attachments.map(async (attachment, index) => {
        const target = path.join(dir, `${index + 1}-${path.basename(attachment.filename)}`);
        if (attachment.path) await copyFile(attachment.path, target);
        else await writeFile(target, attachment.content ?? '');
        return {
          filename: attachment.filename,
          ...(attachment.contentType ? { contentType: attachment.contentType } : {}),
          size: (await stat(target)).size,
          file: path.relative(this.dir, target),
        };
      }),
    );
  }
}
