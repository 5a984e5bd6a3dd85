import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface OutboxMessage {
  channel: 'mail' | 'sms' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
  /** A mail's files, copied under the outbox (`file` is relative to it). */
  attachments?: { filename: string; contentType?: string; size: number; file: string }[];
}

/** Messages written to DATA_DIR/outbox, oldest first, optionally only those sent to `to`. */
export async function readOutbox(dataDir: string, to?: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMessage),
  );
  return to === undefined ? messages : messages.filter((message) => message.to === to);
}

/** The 6-digit code of the newest message sent to `to`. */
export async function latestCode(dataDir: string, to: string): Promise<string> {
  const messages = await readOutbox(dataDir, to);
  const code = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** The newest code sent to `to`, once the codes sent after their answer (resets) are out too. */
export async function latestCodeSent(app: FastifyInstance, to: string): Promise<string> {
  await app.auth.deliveries.settled();
  return latestCode(app.config.dataDir, to);
}

/** The 6-digit codes sent to `to`, oldest first, once the messages the app sends in the background are out. */
export async function codesSentTo(app: FastifyInstance, to: string): Promise<string[]> {
  await app.auth.deliveries.settled();
  const messages = await readOutbox(app.config.dataDir, to);
  return messages.flatMap((message) => message.text.match(/\b(\d{6})\b/)?.[1] ?? []);
}
