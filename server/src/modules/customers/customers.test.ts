import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { chats, conversations, customers, oneTimeCodes } from '../../db/schema.ts';
import { sweepAccounts } from '../../jobs/account-sweeps.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { parseExport, unzipText } from '../../test/exports.ts';
import { latestCode, readOutbox } from '../../test/outbox.ts';

const server = useTestApp();
beforeEach(() => server.database.reset());

const DAY = 24 * 3600_000;
const confirmations = { confirmPermanent: true, confirmDataLoss: true };

describe('GET /customers/profile and PUT /customers', () => {
  it('needs a session: 401 with the §8 message', async () => {
    const response = await server.http.get('/api/customers/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized. Please log in.', code: 'unauthorized' });
  });

  it('updates the full name (deriving the first name) and language, and nothing it does not know', async () => {
    const customer = await createSignedInCustomer(server.app);
    const updated = await server.http.put('/api/customers', { name: 'Ada King', locale: 'it' }, customer.cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ customer: { name: 'Ada King', firstName: 'Ada', locale: 'it' }, model: null });
    const oneWord = await server.http.put('/api/customers', { name: 'Popescu' }, customer.cookie);
    expect(oneWord.json()).toMatchObject({ customer: { name: 'Popescu', firstName: 'Popescu' } });
    expect((await server.http.put('/api/customers', { email: 'x@example.com' }, customer.cookie)).statusCode).toBe(400);
    expect((await server.http.put('/api/customers', { locale: 'de' }, customer.cookie)).statusCode).toBe(400);
    expect((await server.http.put('/api/customers', { name: 'n'.repeat(101) }, customer.cookie)).statusCode).toBe(400);
  });

  it("takes §3's fields as a client sends them back: firstName is kept as sent, or derived from a new name (issue 38)", async () => {
    const customer = await createSignedInCustomer(server.app);
    const both = await server.http.put('/api/customers', { name: 'Mary Ann Smith', firstName: 'Mary Ann' }, customer.cookie);
    expect(both.statusCode).toBe(200);
    expect(both.json().customer).toMatchObject({ name: 'Mary Ann Smith', firstName: 'Mary Ann' });
    const firstOnly = await server.http.put('/api/customers', { firstName: 'Molly' }, customer.cookie);
    expect(firstOnly.json().customer).toMatchObject({ name: 'Mary Ann Smith', firstName: 'Molly' });
    const nameOnly = await server.http.put('/api/customers', { name: 'Ada King' }, customer.cookie);
    expect(nameOnly.json().customer).toMatchObject({ name: 'Ada King', firstName: 'Ada' });
    expect((await server.http.get('/api/customers/profile', customer.cookie)).json().customer).toMatchObject({
      name: 'Ada King',
      firstName: 'Ada',
    });
    // The same rules as the name's: one line of 1–100 characters.
    for (const firstName of ['', 'n'.repeat(101), 'Ada\nKing'])
      expect((await server.http.put('/api/customers', { firstName }, customer.cookie)).statusCode).toBe(400);
  });

  it('never shows the password hash or the provider subject', async () => {
    const customer = await createSignedInCustomer(server.app, {
      passwordHash: 'secret-hash',
      googleSub: 'sub-123',
      googlePicture: 'https://lh3.googleusercontent.com/a',
    });
    const body = (await server.http.get('/api/customers/profile', customer.cookie)).body;
    expect(body).not.toContain('secret-hash');
    expect(body).not.toContain('sub-123');
    expect(JSON.parse(body).customer).toMatchObject({
      hasPassword: true,
      external: { provider: 'google', picture: 'https://lh3.googleusercontent.com/a' },
    });
  });
});

describe('account deletion (§4: 30-day grace)', () => {
  it('needs both confirmations', async () => {
    const customer = await createSignedInCustomer(server.app);
    const one = await server.http.post(
      '/api/customers/deletion',
      { reasons: ['privacy'], confirmPermanent: true },
      customer.cookie,
    );
    expect(one.statusCode).toBe(400);
    const falsy = await server.http.post(
      '/api/customers/deletion',
      { confirmPermanent: true, confirmDataLoss: false },
      customer.cookie,
    );
    expect(falsy.statusCode).toBe(400);
    const badReason = await server.http.post(
      '/api/customers/deletion',
      { ...confirmations, reasons: ['bored'] },
      customer.cookie,
    );
    expect(badReason.statusCode).toBe(400);
  });

  it('signs the account out everywhere, a sign-in within 30 days cancels it, and the sweep deletes it after', async () => {
    const customer = await createSignedInCustomer(server.app, { email: 'leaving@example.com' });
    const requested = await server.http.post(
      '/api/customers/deletion',
      { reasons: ['too-expensive', 'other'], comments: 'Too pricey', ...confirmations },
      customer.cookie,
    );
    expect(requested.statusCode).toBe(200);
    const scheduled = new Date(requested.json<{ deletionScheduledFor: string }>().deletionScheduledFor).getTime();
    expect(Math.abs(scheduled - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await server.http.get('/api/customers/profile', customer.cookie)).statusCode).toBe(401);

    await server.http.post('/api/customers/auth/otp', { identifier: 'leaving@example.com' });
    const signIn = await server.http.post('/api/customers/auth/login/verify', {
      identifier: 'leaving@example.com',
      code: await latestCode(server.app.config.dataDir, 'leaving@example.com'),
    });
    expect(signIn.json()).toMatchObject({ deletionCancelled: true, customer: { deletionRequestedAt: null } });
    expect(await sweepAccounts(server.app, new Date(Date.now() + 31 * DAY))).toEqual({ deleted: 0, cleared: 0, files: 0 });

    const again = await createSignedInCustomer(server.app, { email: 'gone@example.com' });
    await server.http.post('/api/customers/deletion', confirmations, again.cookie);
    expect(await sweepAccounts(server.app, new Date(Date.now() + 29 * DAY))).toEqual({ deleted: 0, cleared: 0, files: 0 });
    expect(await sweepAccounts(server.app, new Date(Date.now() + 31 * DAY))).toEqual({ deleted: 1, cleared: 0, files: 0 });
    const left = await server.database.db.select({ email: customers.email }).from(customers);
    expect(left.map((row) => row.email)).toEqual(['leaving@example.com']);
  });

  it('DELETE /customers/deletion cancels a pending deletion for a signed-in customer', async () => {
    const customer = await createSignedInCustomer(server.app, { deletionRequestedAt: new Date(), deletionReasons: ['other'] });
    const response = await server.http.delete('/api/customers/deletion', undefined, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.deletionRequestedAt).toBeNull();
    expect(await sweepAccounts(server.app, new Date(Date.now() + 31 * DAY))).toEqual({ deleted: 0, cleared: 0, files: 0 });
  });

  it('erases what other modules keep about the customer before deleting the account', async () => {
    const erased: string[] = [];
    server.app.customerData.register({ name: 'probe', export: async () => [], erase: async (id) => void erased.push(id) });
    const customer = await createSignedInCustomer(server.app);
    await server.http.post('/api/customers/deletion', confirmations, customer.cookie);
    await sweepAccounts(server.app, new Date(Date.now() + 31 * DAY));
    expect(erased).toEqual([customer.id]);
  });
});

describe('data clearance (§4: export first, erased after 7 days)', () => {
  it('needs both confirmations and an e-mail to send the export to', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect(
      (await server.http.post('/api/customers/data-clearance', { confirmPermanent: true }, customer.cookie)).statusCode,
    ).toBe(400);
    const phoneOnly = await createSignedInCustomer(server.app, { email: null, phone: '+40712345678' });
    const refused = await server.http.post(
      '/api/customers/data-clearance',
      { confirmPermanent: true, confirmExport: true },
      phoneOnly.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Add an e-mail address');
  });

  it('mails the export ZIP first (conversations and account.json), keeps the account, and the sweep erases the data after 7 days', async () => {
    const customer = await createSignedInCustomer(server.app, { email: 'export@example.com', name: 'Exporter' });
    const conversationId = clientId();
    await server.app.database.db
      .insert(conversations)
      .values({ id: conversationId, customerId: customer.id, name: 'Trip to Rome' });
    await server.app.database.db.insert(chats).values({
      id: clientId(),
      customerId: customer.id,
      conversationId,
      input: { role: 'user', content: 'Where to eat near the Pantheon?', files: [] },
      output: { role: 'assistant', content: 'Try the trattorias', files: [] },
      provider: 'demo',
      model: 'offline-demo',
      status: 'done',
    });
    const response = await server.http.post(
      '/api/customers/data-clearance',
      { confirmPermanent: true, confirmExport: true },
      customer.cookie,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await readOutbox(server.app.config.dataDir, 'export@example.com');
    expect(mail!.subject).toBe('Your Chat Assistant data export');
    expect(mail!.text).toContain('Hello Exporter');
    expect(mail!.text).toContain('chat-assistant-export.zip');
    // The same ZIP as the profile's "Download all conversations", with the profile beside it.
    expect(mail!.attachments).toMatchObject([{ filename: 'chat-assistant-export.zip', contentType: 'application/zip' }]);
    const entries = unzipText(await readFile(path.join(server.app.config.dataDir, 'outbox', mail!.attachments![0]!.file)));
    expect(Object.keys(entries).sort()).toEqual(['Trip to Rome.md', 'account.json', 'conversations.json']);
    expect(entries['Trip to Rome.md']).toContain('Where to eat near the Pantheon?');
    expect(parseExport(entries['conversations.json']!).conversations).toMatchObject([
      {
        id: conversationId,
        name: 'Trip to Rome',
        messages: [{ content: 'Where to eat near the Pantheon?' }, { content: 'Try the trattorias' }],
      },
    ]);
    const account = JSON.parse(entries['account.json']!);
    expect(account.profile).toMatchObject({ name: 'Exporter', email: 'export@example.com' });
    expect(Object.keys(account)).toEqual(expect.arrayContaining(['exportedAt', 'profile', 'files']));
    expect(account.conversations).toBeUndefined();
    expect(await readdir(path.join(server.app.config.dataDir, 'exports'))).toEqual([]);
    expect(
      (await server.http.get('/api/customers/profile', customer.cookie)).json().customer.clearanceRequestedAt,
    ).not.toBeNull();

    expect(await sweepAccounts(server.app, new Date(Date.now() + 6 * DAY))).toEqual({ deleted: 0, cleared: 0, files: 0 });
    expect(await sweepAccounts(server.app, new Date(Date.now() + 8 * DAY))).toEqual({ deleted: 0, cleared: 1, files: 0 });
    const profile = await server.http.get('/api/customers/profile', customer.cookie);
    expect(profile.json().customer).toMatchObject({ name: 'Exporter', clearanceRequestedAt: null });
    expect((await server.http.get('/api/conversations', customer.cookie)).json()).toMatchObject({ conversations: [], count: 0 });
    expect((await server.http.get(`/api/conversations/chats?conversation=${conversationId}`, customer.cookie)).statusCode).toBe(
      404,
    );
    await server.database.db.delete(oneTimeCodes);
  });
});
