import { describe, expect, it } from 'vitest';
import { chatGptConversation } from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { importFile, json } from '../../test/imports.ts';

/**
 * Issue 37 (3): text the import cuts to a length must not end in half of a surrogate pair. A model
 * name of 199 letters and an emoji was cut inside the emoji, and the lone half failed the whole
 * import with a 500. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
const server = useTestApp();
const now = new Date();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EMOJI = '\u{1F600}';

/** A ChatGPT conversation whose answer names `model`. */
const answeredBy = (model: string, title = 'Model names') =>
  chatGptConversation({
    title,
    createdAt: new Date(now.getTime() - 86_400_000),
    turns: [{ user: 'Which model are you?', assistant: 'A long-named one.' }],
    model,
  });

describe('import: text cut to a length keeps whole characters', () => {
  it('imports a model name cut inside an emoji, without the broken half', async () => {
    const customer = await createSignedInCustomer(server.app);
    const response = await importFile(server.app, customer.cookie, json([answeredBy(`${'a'.repeat(199)}${EMOJI}`)]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1, skipped: [] });
    const [conversation] = (await server.http.get('/api/conversations', customer.cookie)).json().conversations;
    const chats = await server.http.get(`/api/conversations/chats?conversation=${conversation._id}`, customer.cookie);
    const [chat] = chats.json().chats as { model: string }[];
    expect(chat!.model).toBe('a'.repeat(199));
  });

  it('keeps an emoji that fits, and drops lone surrogates from a model name', async () => {
    const customer = await createSignedInCustomer(server.app);
    const response = await importFile(server.app, customer.cookie, json([answeredBy(`gpt\uD800-4o${EMOJI}`)]));
    expect(response.statusCode).toBe(200);
    const [conversation] = (await server.http.get('/api/conversations', customer.cookie)).json().conversations;
    const chats = await server.http.get(`/api/conversations/chats?conversation=${conversation._id}`, customer.cookie);
    expect((chats.json().chats as { model: string }[])[0]!.model).toBe(`gpt-4o${EMOJI}`);
  });

  it('names a skipped conversation by its title cut before an emoji, never inside it', async () => {
    const customer = await createSignedInCustomer(server.app);
    const title = `${'b'.repeat(199)}${EMOJI} and more`;
    const empty = { ...answeredBy('gpt-4o', title), mapping: {} };
    const response = await importFile(server.app, customer.cookie, json([empty]));
    expect(response.statusCode).toBe(200);
    const [skipped] = response.json().skipped as { title: string }[];
    expect(skipped!.title).toBe('b'.repeat(199));
    expect(skipped!.title).not.toMatch(LONE_SURROGATE);
  });
});
