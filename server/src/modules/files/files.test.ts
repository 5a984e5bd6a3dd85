import { FILE_MAX_BYTES } from '@chat/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { chats, conversations } from '../../db/schema.ts';
import { sweepAccounts } from '../../jobs/account-sweeps.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { pngBytes, textPdf, upload } from '../../test/files.ts';
import { grantCurrentPlan } from '../../test/subscriptions.ts';
import { storageKey } from './storage.ts';

const server = useTestApp();
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  alice = await createSignedInCustomer(server.app);
  bob = await createSignedInCustomer(server.app);
});

const get = (id: string, cookie: string) => server.app.inject({ url: `/api/files/${id}`, headers: { cookie } });
const storedBytes = (customerId: string, id: string) => server.app.files.storage.get(storageKey(customerId, id));
const uploadAs = async (customer: TestCustomer, name: string, bytes: Buffer, type?: string) => {
  const response = await upload(server.app, customer.cookie, name, bytes, type);
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; name: string; type: string; size: number; url: string }>();
};

describe('POST /files and GET /files/:id', () => {
  it('stores an upload and serves it to its owner only, inline with a safe set of headers', async () => {
    const png = pngBytes(3, 2);
    const stored = await uploadAs(alice, 'photo.png', png, 'image/png');
    expect(stored).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'photo.png',
      type: 'image/png',
      size: png.length,
      url: `/api/files/${stored._id}`,
    });

    const fetched = await get(stored._id, alice.cookie);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(png)).toBe(true);
    expect(fetched.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; filename="photo.png"/),
      'content-security-policy': expect.stringContaining('sandbox'),
    });
    const foreign = await get(stored._id, bob.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'File not found.', code: 'not_found' });
    expect((await server.app.inject({ url: `/api/files/${stored._id}` })).statusCode).toBe(401);
  });

  it('needs a session to upload', async () => {
    const response = await upload(server.app, '', 'photo.png', pngBytes());
    expect(response.statusCode).toBe(401);
  });

  it('cuts a long name to 200 characters without splitting an emoji (issue 37)', async () => {
    const stored = await uploadAs(alice, `${'a'.repeat(199)}😀.png`, pngBytes());
    expect(stored.name).toBe('a'.repeat(199));
  });

  it('takes the type from the content, not from the name or the declared type', async () => {
    const stored = await uploadAs(alice, 'holiday.jpg', pngBytes(), 'image/jpeg');
    expect(stored.type).toBe('image/png');
    expect((await uploadAs(alice, 'report.pdf', textPdf(['Quarterly figures']))).type).toBe('application/pdf');
  });

  it('keeps text and code files as plain text that always downloads, never as active content', async () => {
    const page = await uploadAs(alice, 'page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(page.type).toBe('text/plain');
    const fetched = await get(page._id, alice.cookie);
    expect(fetched.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(fetched.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await uploadAs(alice, 'main.py', Buffer.from('print("hello")\n'))).type).toBe('text/plain');
  });

  it.each([
    [
      'a Windows program renamed to .png',
      'cat.png',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
      'image/png',
      /Programs cannot be uploaded/,
    ],
    [
      'an ELF program renamed to .jpg',
      'dog.jpg',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200, 1)]),
      'image/jpeg',
      /Programs/,
    ],
    ['a shell script named .txt', 'notes.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'text/plain', /Programs/],
    ['binary bytes named .txt', 'notes.txt', Buffer.from([0x41, 0x00, 0x42, 0xff]), 'text/plain', /not supported/],
    [
      'an SVG image',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      /not supported/,
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, name, bytes, type, message) => {
    const response = await upload(server.app, bob.cookie, name, bytes, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.stringMatching(message) });
    expect(await server.app.files.repository.ofCustomer(bob.id)).toEqual([]);
  });

  it('refuses a file over the size limit with 413, stopping the upload at the limit', async () => {
    const response = await upload(server.app, bob.cookie, 'huge.txt', Buffer.alloc(FILE_MAX_BYTES + 1, 0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'The file is too large: at most 20 MB.' });
    expect(await server.app.files.repository.ofCustomer(bob.id)).toEqual([]);
    // The largest file there may be is taken.
    const largest = await upload(server.app, bob.cookie, 'largest.txt', Buffer.alloc(FILE_MAX_BYTES, 0x61));
    expect(largest.statusCode).toBe(201);
    await server.app.files.eraseCustomer(bob.id);
  });

  it('refuses an empty file with 422', async () => {
    const response = await upload(server.app, bob.cookie, 'empty.txt', Buffer.alloc(0));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'The file is empty.' });
  });

  it('answers a clear error for a request that is not a multipart upload of a field named file', async () => {
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: { file: 'x' },
      headers: { cookie: bob.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    const { payload, headers } = (await import('../../test/files.ts')).multipartBody('a.png', pngBytes(), 'image/png', 'picture');
    const wrongField = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, cookie: bob.cookie },
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toMatch(/field named "file"/);
    expect((await get('not-an-id', bob.cookie)).statusCode).toBe(400);
  });
});

describe('GET /files/storage', () => {
  it("tells the bytes a customer's files take and the room of the plan in force: 100 MB free, 1 GB on Starter, 5 GB on Plus", async () => {
    const customer = await createSignedInCustomer(server.app);
    const usage = async () =>
      (await server.app.inject({ url: '/api/files/storage', headers: { cookie: customer.cookie } })).json();
    expect(await usage()).toEqual({ plan: 'free', usedBytes: 0, limitBytes: 100 * 1024 * 1024 });
    const png = pngBytes(8, 8);
    await uploadAs(customer, 'photo.png', png);
    expect(await usage()).toMatchObject({ usedBytes: png.length });
    await grantCurrentPlan(server, customer.id, 'starter');
    expect(await usage()).toMatchObject({ plan: 'starter', limitBytes: 1024 * 1024 * 1024 });
    const plus = await createSignedInCustomer(server.app);
    await grantCurrentPlan(server, plus.id, 'plus');
    const plusUsage = await server.app.inject({ url: '/api/files/storage', headers: { cookie: plus.cookie } });
    expect(plusUsage.json()).toEqual({ plan: 'plus', usedBytes: 0, limitBytes: 5 * 1024 * 1024 * 1024 });
    expect((await server.app.inject({ url: '/api/files/storage' })).statusCode).toBe(401);
  });
});

describe('files go with their chats and their customer', () => {
  /** A stored chat (general chat or a conversation) with the upload attached to it. */
  const chatWithFile = async (customer: TestCustomer, conversationId: string | null = null) => {
    const file = await uploadAs(customer, 'photo.png', pngBytes());
    const chatId = newId();
    await server.app.database.db.insert(chats).values({
      id: chatId,
      customerId: customer.id,
      conversationId,
      input: { role: 'user', content: 'Look', files: [] },
      provider: 'demo',
      model: 'offline-demo',
    });
    await server.app.files.attach([file._id], chatId);
    return file;
  };
  const gone = async (customer: TestCustomer, id: string) => {
    expect((await get(id, customer.cookie)).statusCode).toBe(404);
    expect(await storedBytes(customer.id, id)).toBeUndefined();
  };

  it('deletes a conversation’s files, rows and bytes, when the conversation is deleted', async () => {
    const customer = await createSignedInCustomer(server.app);
    const conversationId = newId();
    await server.app.database.db.insert(conversations).values({ id: conversationId, customerId: customer.id, name: 'Pictures' });
    const file = await chatWithFile(customer, conversationId);
    const kept = await chatWithFile(customer);
    expect(await storedBytes(customer.id, file._id)).toBeDefined();
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}`,
      headers: { cookie: customer.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    await gone(customer, file._id);
    expect((await get(kept._id, customer.cookie)).statusCode).toBe(200);
  });

  it('deletes the general chat’s files when it is cleared', async () => {
    const customer = await createSignedInCustomer(server.app);
    const file = await chatWithFile(customer);
    const cleared = await server.app.inject({
      method: 'DELETE',
      url: '/api/conversations/chats/clear',
      headers: { cookie: customer.cookie },
    });
    expect(cleared.json()).toEqual({ deleted: 1 });
    await gone(customer, file._id);
  });

  it('erases every file of a customer on data clearance or account deletion, and nobody else’s', async () => {
    const customer = await createSignedInCustomer(server.app);
    const attached = await chatWithFile(customer);
    const loose = await uploadAs(customer, 'notes.txt', Buffer.from('draft'));
    const others = await uploadAs(alice, 'mine.txt', Buffer.from('mine'));
    await server.app.customerData.eraseAll(customer.id);
    await gone(customer, attached._id);
    await gone(customer, loose._id);
    expect((await get(others._id, alice.cookie)).statusCode).toBe(200);
  });

  it('sweeps uploads never sent after a day, and keeps attached ones', async () => {
    const customer = await createSignedInCustomer(server.app);
    const attached = await chatWithFile(customer);
    const loose = await uploadAs(customer, 'notes.txt', Buffer.from('draft'));
    expect((await sweepAccounts(server.app, new Date(Date.now() + 23 * 3600_000)))?.files).toBe(0);
    expect((await get(loose._id, customer.cookie)).statusCode).toBe(200);
    expect((await sweepAccounts(server.app, new Date(Date.now() + 25 * 3600_000)))?.files).toBeGreaterThanOrEqual(1);
    await gone(customer, loose._id);
    expect((await get(attached._id, customer.cookie)).statusCode).toBe(200);
  });
});
