import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chats } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { upload } from '../../test/files.ts';
import { grantCurrentPlan } from '../../test/subscriptions.ts';

/**
 * Issue 19, item 5: one free account stored 20 × 19 MiB in 8 s. Each customer's files now fit the
 * plan's storage (here an operator catalog with 1 MB on Free and 3 MB on Starter, so the tests
 * move kilobytes), and a customer makes at most UPLOADS_PER_MINUTE uploads a minute.
 */
const MB = 1024 * 1024;
const catalog = path.join(mkdtempSync(path.join(tmpdir(), 'chat-storage-')), 'plans.json');
writeFileSync(
  catalog,
  JSON.stringify({
    plans: [
      { key: 'free', name: 'Free', messagesPerDay: 10, storageMB: 1, prices: [] },
      {
        key: 'starter',
        name: 'Starter',
        messagesPerDay: 100,
        storageMB: 3,
        prices: [{ duration: 'week', amount: 299, currency: 'EUR' }],
      },
    ],
  }),
);
const UPLOADS_PER_MINUTE = 4;
const server = useTestApp({
  env: { PLANS_CATALOG: catalog, RATE_LIMIT_MULTIPLIER: '1', UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE) },
});

/** A text file of `kilobytes` KiB. */
const textFile = (kilobytes: number) => Buffer.alloc(kilobytes * 1024, 'a');
const send = (customer: TestCustomer, kilobytes: number, name = 'notes.txt') =>
  upload(server.app, customer.cookie, name, textFile(kilobytes));
const storage = async (customer: TestCustomer) =>
  (await server.app.inject({ url: '/api/files/storage', headers: { cookie: customer.cookie } })).json();
/** What is on disk for the customer: stored files and any temporary file an upload left. */
const onDisk = (customer: TestCustomer) =>
  readdir(path.join(server.app.config.dataDir, 'files', customer.id)).catch(() => [] as string[]);
const rows = (customer: TestCustomer) => server.app.files.repository.ofCustomer(customer.id);

describe('storage quota per plan', () => {
  it('refuses an upload that would not fit the plan with 413 and a message saying how to make room; nothing is kept', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect((await send(customer, 700)).statusCode).toBe(201);
    expect(await storage(customer)).toEqual({ plan: 'free', usedBytes: 700 * 1024, limitBytes: MB });

    const refused = await send(customer, 400, 'more.txt');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'storage_full',
      message:
        'There is no room for this file: 0.7 MB of your 1 MB of file storage are used. ' +
        'Delete conversations with files you no longer need, or upgrade your plan for more space.',
    });
    expect((await rows(customer)).map((row) => row.name)).toEqual(['notes.txt']);
    expect(await onDisk(customer)).toHaveLength(1);

    // A file that still fits is taken, up to the last byte of the plan's storage.
    expect((await send(customer, 324, 'last.txt')).statusCode).toBe(201);
    expect(await storage(customer)).toMatchObject({ usedBytes: MB, limitBytes: MB });
    const full = await send(customer, 1, 'one-more.txt');
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toMatch(/^There is no room for this file: 1 MB of your 1 MB/);
    expect(await onDisk(customer)).toHaveLength(2);
  });

  it('gives a paid plan more room', async () => {
    const customer = await createSignedInCustomer(server.app);
    await grantCurrentPlan(server, customer.id, 'starter');
    for (const name of ['a.txt', 'b.txt', 'c.txt']) expect((await send(customer, 900, name)).statusCode).toBe(201);
    expect(await storage(customer)).toEqual({ plan: 'starter', usedBytes: 2700 * 1024, limitBytes: 3 * MB });
    expect((await send(customer, 400)).statusCode).toBe(413);
  });

  it('counts uploads that finish side by side one after the other, so together they cannot pass the quota', async () => {
    const customer = await createSignedInCustomer(server.app);
    const answers = await Promise.all(['a.txt', 'b.txt', 'c.txt'].map((name) => send(customer, 400, name)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 413]);
    expect(await rows(customer)).toHaveLength(2);
    expect(await onDisk(customer)).toHaveLength(2);
    expect((await storage(customer)).usedBytes).toBe(800 * 1024);
  });

  it('counts generated files (images, spoken answers) but never refuses them', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect((await send(customer, 1000)).statusCode).toBe(201);
    const chatId = newId();
    await server.database.db.insert(chats).values({
      id: chatId,
      customerId: customer.id,
      input: { role: 'user', content: 'Draw a cat', files: [] },
      provider: 'demo',
      model: 'offline-demo',
    });
    await server.app.files.storeGenerated(customer.id, chatId, 'cat.png', 'image/png', Buffer.alloc(100 * 1024, 1));
    expect((await storage(customer)).usedBytes).toBe(1100 * 1024);
    expect((await send(customer, 1)).statusCode).toBe(413);
  });
});

describe('upload rate limit', () => {
  it(`answers 429 to a customer's upload past ${UPLOADS_PER_MINUTE} a minute, storing nothing, and limits no one else`, async () => {
    const customer = await createSignedInCustomer(server.app);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await send(customer, 1, `${i}.txt`)).statusCode).toBe(201);
    const refused = await send(customer, 1, 'extra.txt');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^You are uploading too many files\. Please wait \d+ seconds and try again\.$/),
    });
    expect(await rows(customer)).toHaveLength(UPLOADS_PER_MINUTE);
    expect((await send(await createSignedInCustomer(server.app), 1)).statusCode).toBe(201);
  });

  it('limits recordings sent for transcription the same way', async () => {
    const customer = await createSignedInCustomer(server.app);
    const transcribe = () =>
      upload(server.app, customer.cookie, 'voice.webm', Buffer.from('x'), 'audio/webm', '/api/speech/transcriptions');
    // No speech model here (404): the limit is checked before the route runs.
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await transcribe()).statusCode).toBe(404);
    expect((await transcribe()).statusCode).toBe(429);
  });
});
