import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { FakeSmtp } from '../test/fakes/smtp.ts';
import { FakeTwilio } from '../test/fakes/twilio.ts';
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
  const smtp = new FakeSmtp();
  beforeAll(async () => {
    await smtp.start();
    return () => smtp.stop();
  });

  it('sends the mail with its subject, sender and attachment, and writes nothing to the outbox', async () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', ...smtp.env(), MAIL_FROM: 'Chat <no-reply@chat.test>' });
    await new Messenger(config, log).send({
      channel: 'mail',
      to: 'ada@example.com',
      subject: 'Your sign-in code',
      text: 'Your code is 123456',
      attachments: [{ filename: 'export.json', content: '{"a":1}' }],
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@chat.test', to: ['ada@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Your sign-in code');
    expect(smtp.received[0]!.data).toContain('filename=export.json');
    expect(await readOutbox(dir)).toEqual([]);
  });

  it('delivers a subject and text beyond ASCII intact (encoded words, quoted-printable)', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', ...smtp.env() });
    const text =
      `Tu código de Chat Assistant es 482913. Caduca en 10 minutos. ${'Si no lo has pedido, ignora este mensaje. '.repeat(3)}`.trim();
    await new Messenger(config, log).send({
      channel: 'mail',
      to: 'eva@example.com',
      subject: 'Tu código de inicio de sesión',
      text,
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.data).not.toContain('código');
    expect(mail).toMatchObject({ subject: 'Tu código de inicio de sesión', text });
    expect(smtp.codeFor('eva@example.com')).toBe('482913');
  });
});

describe("over Twilio's REST API (a fake on loopback)", () => {
  const twilio = new FakeTwilio();
  beforeAll(async () => {
    await twilio.start();
    return () => twilio.stop();
  });

  const messenger = () => new Messenger(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', ...twilio.env() }), log);

  it('posts To, From and Body with basic auth to the Messages resource', async () => {
    await messenger().send({ channel: 'sms', to: '+40722000000', text: 'Your code is 123456' });
    const [request] = twilio.requests;
    expect(request!.url).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`);
    expect(Object.fromEntries(request!.body)).toEqual({ To: '+40722000000', From: twilio.from, Body: 'Your code is 123456' });
  });

  it('fails loudly when Twilio refuses, so the caller can answer with an error', async () => {
    twilio.refuseWith = 400;
    await expect(messenger().send({ channel: 'sms', to: '+40722000000', text: 'x' })).rejects.toThrow('Twilio answered 400');
    twilio.refuseWith = undefined;
  });
});
