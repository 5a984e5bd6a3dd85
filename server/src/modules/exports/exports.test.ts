import { beforeEach, describe, expect, it } from 'vitest';
import { chats } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { parseExport, seedConversation } from '../../test/exports.ts';
import { EXCHANGES_PER_PAGE } from './export-stream.ts';

const server = useTestApp();
beforeEach(() => server.database.reset());

const exportUrl = (id: string, format?: string) => `/api/conversations/${id}/export${format ? `?format=${format}` : ''}`;
const pdf = { id: clientId(), name: 'menu.pdf', type: 'application/pdf', size: 1234 };

async function tripToRome() {
  const customer = await createSignedInCustomer(server.app);
  const id = await seedConversation(server.app, customer.id, 'Trip to Rome', [
    { question: 'Where to eat near the **Pantheon**?', answer: '## Trattorias\n\n- Armando\n- `Da Francesco`', files: [pdf] },
    { question: 'And a gelato?', status: 'error' },
  ]);
  return { customer, id: id! };
}

describe('GET /conversations/:id/export (issue 20)', () => {
  it('writes Markdown: title, dates, who said what, the content as it is and files by name', async () => {
    const { customer, id } = await tripToRome();
    const response = await server.http.get(exportUrl(id), customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Trip to Rome.md"; filename*=UTF-8''Trip%20to%20Rome.md`,
    );
    const text = response.body;
    expect(text).toMatch(
      /^# Trip to Rome\n\n- Created: \d{4}-\d\d-\d\d \d\d:\d\d UTC\n- Last activity: .+ UTC\n- Exported: .+ UTC\n/,
    );
    expect(text).toContain('### You · ');
    expect(text).toContain('Where to eat near the **Pantheon**?\n\n**Files:**\n\n- menu.pdf');
    expect(text).toContain('### Offline demo (no AI provider configured) · ');
    expect(text).toContain('## Trattorias\n\n- Armando\n- `Da Francesco`');
    // The failed exchange keeps its question and has no answer.
    expect(text.trimEnd().endsWith('And a gelato?')).toBe(true);
  });

  it("writes it in the customer's language", async () => {
    const customer = await createSignedInCustomer(server.app, { locale: 'fr' });
    const id = await seedConversation(server.app, customer.id, 'Voyage', [{ question: 'Bonjour', answer: 'Salut' }]);
    const text = (await server.http.get(exportUrl(id!), customer.cookie)).body;
    expect(text).toContain('- Créée: ');
    expect(text).toContain('### Vous · ');
  });

  it('writes our JSON: an ExportDocument with the one conversation, oldest message first', async () => {
    const { customer, id } = await tripToRome();
    const response = await server.http.get(exportUrl(id, 'json'), customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="Trip to Rome.json"');
    const document = parseExport(response.body);
    expect(document).toMatchObject({ format: 'chat-assistant-export', version: 1 });
    expect(document.conversations).toHaveLength(1);
    const [conversation] = document.conversations;
    expect(conversation).toMatchObject({ id, name: 'Trip to Rome' });
    expect(conversation!.general).toBeUndefined();
    expect(conversation!.messages).toEqual([
      {
        role: 'user',
        content: 'Where to eat near the **Pantheon**?',
        createdAt: expect.any(String),
        files: [{ name: 'menu.pdf', type: 'application/pdf', size: 1234 }],
      },
      {
        role: 'assistant',
        content: '## Trattorias\n\n- Armando\n- `Da Francesco`',
        createdAt: expect.any(String),
        model: 'offline-demo',
      },
      { role: 'user', content: 'And a gelato?', createdAt: expect.any(String) },
    ]);
  });

  it('names the file safely from any name: slashes, quotes and other scripts (RFC 6266 filename*)', async () => {
    const customer = await createSignedInCustomer(server.app);
    const id = await seedConversation(server.app, customer.id, '../Rome/"Ünïcode" 日本 \\ *?', [{ question: 'Hi' }]);
    const disposition = (await server.http.get(exportUrl(id!), customer.cookie)).headers['content-disposition'] as string;
    expect(disposition).toBe(
      `attachment; filename="Rome Ünïcode 日本.md"`.replace(/[^\x20-\x7e]/g, '_') +
        `; filename*=UTF-8''${encodeURIComponent('Rome Ünïcode 日本.md')}`,
    );
  });

  it("answers 404 for another customer's conversation, 400 for a bad format or id, 401 signed out", async () => {
    const { id } = await tripToRome();
    const stranger = await createSignedInCustomer(server.app);
    const refused = await server.http.get(exportUrl(id), stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Conversation not found.' });
    expect(refused.body).not.toContain('Rome');
    expect((await server.http.get(exportUrl(id, 'pdf'), stranger.cookie)).statusCode).toBe(400);
    expect((await server.http.get(exportUrl('not-an-id'), stranger.cookie)).statusCode).toBe(400);
    expect((await server.http.get(exportUrl(id))).statusCode).toBe(401);
  });

  it('reads a long conversation page by page, each exchange once, even when they share a time', async () => {
    const customer = await createSignedInCustomer(server.app);
    const id = (await seedConversation(server.app, customer.id, 'Long', []))!;
    const count = EXCHANGES_PER_PAGE * 2 + 50;
    // One statement: every row gets the same created_at (now()), so only the id orders them.
    await server.app.database.db.insert(chats).values(
      Array.from({ length: count }, (_, n) => ({
        id: clientId(),
        customerId: customer.id,
        conversationId: id,
        input: { role: 'user' as const, content: `Question ${n}`, files: [] },
        output: { role: 'assistant' as const, content: `Answer ${n}`, files: [] },
        provider: 'demo',
        model: 'offline-demo',
        status: 'done' as const,
      })),
    );
    const messages = parseExport((await server.http.get(exportUrl(id, 'json'), customer.cookie)).body).conversations[0]!.messages;
    expect(messages).toHaveLength(count * 2);
    expect(new Set(messages.map((message) => message.content)).size).toBe(count * 2);
  });
});
