import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readOutbox } from '../test/outbox.ts';
import { Messenger } from './messenger.ts';

const log = pino({ level: 'silent' });
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'chat-messenger-'));

describe('without transports', () => {
  it('writes mail and SMS to the outbox as one JSON file each', async () => {
    const dir = dataDir();
    const messenger = new Messenger(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }), log);
    await messenger.send({ channel: 'mail', to: 'a@example.com', subject: 'Hi', text: 'Your code is 123456' });
    await messenger.send({ channel: 'sms', to: '+40722000000', text: 'Your code is 654321' });
    const messages = await readOutbox(dir);
    expect(messages).toMatchObject([
      { channel: 'mail', to: 'a@example.com', subject: 'Hi', text: 'Your code is 123456' },
      { channel: 'sms', to: '+40722000000', text: 'Your code is 654321' },
    ]);
    expect(messages[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('over SMTP (nodemailer against an SMTP server on loopback)', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the mail with its subject, sender and attachment, and writes nothing to the outbox', async () => {
    const dir = dataDir();
    const config = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Chat <no-reply@chat.test>',
    });
    await new Messenger(config, log).send({
      channel: 'mail',
      to: 'ada@example.com',
      subject: 'Your sign-in code',
      text: 'Your code is 123456',
      attachments: [{ filename: 'export.json', content: '{"a":1}' }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@chat.test', to: ['ada@example.com'] });
    expect(received[0]!.data).toContain('Subject: Your sign-in code');
    expect(received[0]!.data).toContain('filename=export.json');
    expect(await readOutbox(dir)).toEqual([]);
  });
});

describe("over Twilio's REST API (a fake on loopback)", () => {
  const requests: { url: string; authorization: string | undefined; body: URLSearchParams }[] = [];
  let status = 201;
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body: new URLSearchParams(body) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const messenger = () =>
    new Messenger(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'test',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: base,
      }),
      log,
    );

  it('posts To, From and Body with basic auth to the Messages resource', async () => {
    await messenger().send({ channel: 'sms', to: '+40722000000', text: 'Your code is 123456' });
    const [request] = requests;
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(request!.body)).toEqual({ To: '+40722000000', From: '+15005550006', Body: 'Your code is 123456' });
  });

  it('fails loudly when Twilio refuses, so the caller can answer with an error', async () => {
    status = 400;
    await expect(messenger().send({ channel: 'sms', to: '+40722000000', text: 'x' })).rejects.toThrow('Twilio answered 400');
    status = 201;
  });
});
