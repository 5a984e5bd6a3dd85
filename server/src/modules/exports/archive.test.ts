import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_ZIP_JSON_NAME } from '@chat/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type StartedTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { parseExport, seedConversation, unzipText } from '../../test/exports.ts';

const server = useTestApp();
beforeEach(() => server.database.reset());

const ALL = '/api/conversations/export';

async function downloadAll(cookie: string) {
  const response = await server.http.get(ALL, cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="chat-assistant-conversations-\d{4}-\d\d-\d\d\.zip"/,
  );
  return unzipText(response.rawPayload);
}

describe('GET /conversations/export: every conversation as a ZIP (issue 20)', () => {
  it('holds a Markdown file per conversation with unique safe names, and conversations.json with all of them', async () => {
    const customer = await createSignedInCustomer(server.app);
    await seedConversation(server.app, customer.id, null, [{ question: 'Quick question', answer: 'Quick answer' }]);
    const names = ['Trip/Rome', 'Trip\\Rome', 'trip rome', 'Trip Rome', 'Ünïcode 日本', '..', 'CON', 'Trip Rome'];
    for (const name of names)
      await seedConversation(server.app, customer.id, name, [{ question: `About ${name}`, answer: 'Sure' }]);
    const other = await createSignedInCustomer(server.app);
    await seedConversation(server.app, other.id, 'Secret of another', [{ question: 'Mine only' }]);

    const entries = await downloadAll(customer.cookie);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'General.md',
        'Trip Rome.md',
        'Trip Rome (2).md',
        'trip rome (3).md',
        'Trip Rome (4).md',
        'Trip Rome (5).md',
        'Ünïcode 日本.md',
        'conversation.md',
        'conversation (2).md',
        EXPORT_ZIP_JSON_NAME,
      ].sort(),
    );
    expect(entries['General.md']).toContain('# General');
    expect(entries['General.md']).toContain('Quick answer');
    expect(entries['Ünïcode 日本.md']).toContain('About Ünïcode 日本');

    const document = parseExport(entries[EXPORT_ZIP_JSON_NAME]!);
    expect(document.conversations.map((conversation) => conversation.name)).toEqual(['General', ...names]);
    expect(document.conversations[0]).toMatchObject({
      general: true,
      messages: [{ content: 'Quick question' }, { content: 'Quick answer' }],
    });
    expect(document.conversations[0]!.id).toBeUndefined();
    expect(document.conversations.slice(1).every((conversation) => /^[0-9a-f]{24}$/.test(conversation.id!))).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('Secret of another');
    // Built on disk, then sent: nothing stays behind.
    expect(await readdir(path.join(server.app.config.dataDir, 'exports'))).toEqual([]);
  });

  it('gives an empty account a ZIP with an empty document, and the general chat only when it holds something', async () => {
    const customer = await createSignedInCustomer(server.app);
    const entries = await downloadAll(customer.cookie);
    expect(Object.keys(entries)).toEqual([EXPORT_ZIP_JSON_NAME]);
    expect(parseExport(entries[EXPORT_ZIP_JSON_NAME]!).conversations).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.http.get(ALL)).statusCode).toBe(401);
  });
});

describe('the all-conversation export is rate-limited (it reads the whole history)', () => {
  let limited: StartedTestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => limited?.close());

  it('answers 429 with the wait after 10 an hour, for that customer only', async () => {
    const customer = await createSignedInCustomer(limited.app);
    for (let n = 0; n < 10; n += 1) expect((await limited.http.get(ALL, customer.cookie)).statusCode).toBe(200);
    const refused = await limited.http.get(ALL, customer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/),
    });
    const other = await createSignedInCustomer(limited.app);
    expect((await limited.http.get(ALL, other.cookie)).statusCode).toBe(200);
  });
});
