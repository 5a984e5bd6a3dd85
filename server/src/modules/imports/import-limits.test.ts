import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_MAX_CHARACTERS } from '@chat/protocol';
import {
  chatGptConversation,
  chatGptExport,
  longMessage,
  sampleChatGptSpecs,
  zip,
} from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { importFile, json, ourExportFile } from '../../test/imports.ts';
import { ImportRepository } from './repository.ts';

/** Issue 20's bad input: each file gets a clear error or a reason, and nothing is imported half-way. */
const MAX_BYTES = 2 * 1024 * 1024;
const server = useTestApp({ env: { IMPORT_MAX_BYTES: String(MAX_BYTES), IMPORT_MAX_MESSAGES: '50' } });
const now = new Date();

const countOf = async (customer: TestCustomer) =>
  (await server.app.inject({ url: '/api/conversations', headers: { cookie: customer.cookie } })).json().count as number;

async function refused(bytes: Buffer | string, status: number, code: string, message: RegExp, name?: string) {
  const customer = await createSignedInCustomer(server.app);
  const response = await importFile(server.app, customer.cookie, bytes, name);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(response.json().message).toMatch(message);
  expect(await countOf(customer)).toBe(0);
}

describe('import refusals', () => {
  it('refuses a file that is not JSON, or JSON of another kind, with 400', async () => {
    await refused(
      '<html>not json</html>',
      400,
      'import_not_recognized',
      /^This file is not a ChatGPT export or one of ours: it is not JSON\.$/,
    );
    await refused('{"hello": "world"}', 400, 'import_not_recognized', /^This file is not a ChatGPT export or one of ours\.$/);
    await refused('[1, 2, 3]', 400, 'import_not_recognized', /not a ChatGPT export/);
    await refused(Buffer.from([0xff, 0xfe, 0x00, 0x01]), 400, 'import_not_recognized', /it is not JSON/);
    await refused(zip([['notes.txt', Buffer.from('hi')]]), 400, 'import_not_recognized', /the ZIP holds no conversations\.json/);
    await refused(
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]),
      400,
      'import_not_recognized',
      /the ZIP cannot be read/,
    );
  });

  it('refuses a file past IMPORT_MAX_BYTES with 413, announced or streamed, and a ZIP that inflates past it', async () => {
    await refused(
      Buffer.alloc(MAX_BYTES + 1, ' '),
      413,
      'payload_too_large',
      /^This file is larger than the 2 MB an import takes\.$/,
    );
    const bomb = zip([['conversations.json', Buffer.alloc(MAX_BYTES * 4, ' ')]]);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    await refused(bomb, 413, 'payload_too_large', /larger than the 2 MB/);

    // A 1 GB upload is refused from its Content-Length, before its body is read.
    const customer = await createSignedInCustomer(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/conversations/import',
      headers: {
        cookie: customer.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(1024 ** 3),
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses 10,000-deep nesting as not an export, and imports a conversation that hides it in a field', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    await refused(deep, 400, 'import_not_recognized', /not a ChatGPT export/);
    const conversation = chatGptConversation({
      title: 'Deep metadata',
      createdAt: new Date(now.getTime() - 86_400_000),
      turns: [{ user: 'Hi', assistant: 'Hello' }],
    });
    const text = JSON.stringify([conversation]).replace('"moderation_results":[]', `"moderation_results":${deep}`);
    const customer = await createSignedInCustomer(server.app);
    const response = await importFile(server.app, customer.cookie, text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1 });
  });

  it('refuses 100,000 conversations with a 400 that says the limit', async () => {
    const many = `[${Array.from({ length: 100_000 }, () => '{"mapping":{}}').join(',')}]`;
    await refused(many, 400, 'import_too_many', /^This file holds 100000 conversations; one import takes at most 10000\.$/);
  });

  it('leaves out conversations with missing nodes, cycles, too many messages or nothing to show, and says why', async () => {
    const good = chatGptConversation({
      title: 'Good one',
      createdAt: new Date(now.getTime() - 86_400_000),
      turns: [{ user: 'Hi', assistant: 'Hello' }],
    });
    const copy = () => structuredClone(good);
    const missing = { ...copy(), title: 'Missing parent' };
    missing.mapping[missing.current_node]!.parent = 'not-there';
    const unknownCurrent = { ...copy(), title: 'Missing current', current_node: 'constructor' };
    const cycle = { ...copy(), title: 'Cycle' };
    const ids = Object.keys(cycle.mapping);
    cycle.mapping[ids[0]!]!.parent = cycle.current_node;
    const long = chatGptConversation({
      title: 'Too long',
      createdAt: new Date(now.getTime() - 86_400_000),
      turns: Array.from({ length: 30 }, (_, turn) => ({ user: `q${turn}`, assistant: `a${turn}` })),
    });
    const empty = { ...copy(), title: 'Only system', current_node: 'client-created-root' };
    const customer = await createSignedInCustomer(server.app);
    const response = await importFile(
      server.app,
      customer.cookie,
      json([good, missing, unknownCurrent, cycle, long, empty, 'text', { title: 'No mapping' }]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 1,
      skipped: [
        { title: 'Missing parent', reason: 'missing-node' },
        { title: 'Missing current', reason: 'missing-node' },
        { title: 'Cycle', reason: 'cycle' },
        { title: 'Too long', reason: 'too-many-messages' },
        { title: 'Only system', reason: 'empty' },
        { title: '', reason: 'malformed' },
        { title: 'No mapping', reason: 'malformed' },
      ],
    });
    expect(await countOf(customer)).toBe(1);
  });

  it('leaves out a conversation longer than a conversation may be, with its reason (issue 37)', async () => {
    const customer = await createSignedInCustomer(server.app);
    // 16 exchanges of two 47,000-character messages (each under the 100,000 a message keeps): 1,504,000.
    const turns = Array.from({ length: 16 }, (_, turn) => ({
      user: longMessage(47_000, turn),
      assistant: longMessage(47_000, turn + 1),
    }));
    expect(16 * 2 * 47_000).toBeGreaterThan(CONVERSATION_MAX_CHARACTERS);
    const long = chatGptConversation({ title: 'Past the limit', createdAt: now, turns });
    const fine = chatGptConversation({ title: 'Fine', createdAt: now, turns: [{ user: 'Hi', assistant: 'Hello' }] });
    const response = await importFile(
      server.app,
      customer.cookie,
      zip([['conversations.json', json([long, fine])]]),
      'export.zip',
      'application/zip',
    );
    expect(response.json()).toMatchObject({ imported: 1, skipped: [{ title: 'Past the limit', reason: 'too-long' }] });
    expect(await countOf(customer)).toBe(1);
  });

  it('imports nothing when writing fails half-way (what was written is taken back)', async () => {
    const customer = await createSignedInCustomer(server.app);
    // 120 conversations of 20 exchanges (our format, the smaller file): 2,400 chats, two batches of the repository; the second fails.
    const file = ourExportFile(120, 20);
    const original = ImportRepository.prototype.insertChats;
    let calls = 0;
    const spy = vi.spyOn(ImportRepository.prototype, 'insertChats').mockImplementation(async function (
      this: ImportRepository,
      tx,
      batch,
    ) {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return original.call(this, tx, batch);
    });
    try {
      const response = await importFile(server.app, customer.cookie, file);
      expect(response.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await countOf(customer)).toBe(0);
    const chats = await server.app.inject({ url: '/api/conversations/chats?limit=1', headers: { cookie: customer.cookie } });
    expect(chats.json().count).toBe(0);
    // The same file imports whole afterwards.
    const again = await importFile(server.app, customer.cookie, file);
    expect(again.json()).toMatchObject({ imported: 120, messages: 4800 });
  });

  it('needs a session and the multipart field "file"', async () => {
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/conversations/import', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createSignedInCustomer(server.app);
    const asJson = await server.app.inject({
      method: 'POST',
      url: '/api/conversations/import',
      payload: chatGptExport(sampleChatGptSpecs(now)),
      headers: { cookie: customer.cookie },
    });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('bounded reading (issue 37)', () => {
  it('stops walking a branch of hidden nodes longer than four per message it may keep', async () => {
    // 50 messages allowed here (IMPORT_MAX_MESSAGES): a chain of 300 system nodes is left out unwalked.
    const mapping: Record<string, unknown> = {};
    for (let index = 0; index < 300; index++) {
      mapping[`n${index}`] = {
        id: `n${index}`,
        parent: index === 0 ? null : `n${index - 1}`,
        children: index === 299 ? [] : [`n${index + 1}`],
        message: { author: { role: 'system' }, content: { content_type: 'text', parts: ['hidden'] } },
      };
    }
    const customer = await createSignedInCustomer(server.app);
    const response = await importFile(server.app, customer.cookie, json([{ title: 'Chain', mapping, current_node: 'n299' }]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 0, skipped: [{ title: 'Chain', reason: 'too-many-messages' }] });
  });
});
