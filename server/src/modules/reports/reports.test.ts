import { beforeAll, describe, expect, it } from 'vitest';
import { runReportsCommand } from '../../cli/reports-command.ts';
import { chats } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';

const server = useTestApp();
let owner: TestCustomer;

beforeAll(async () => {
  owner = await createSignedInCustomer(server.app);
});

async function chatOf(customerId: string, answer = 'The moon is made of cheese.'): Promise<string> {
  const id = clientId();
  await server.app.database.db.insert(chats).values({
    id,
    customerId,
    input: { role: 'user', content: 'What is the moon made of?', files: [] },
    output: { role: 'assistant', content: answer, files: [] },
    provider: 'openai',
    model: 'gpt-4o-mini',
    status: 'done',
  });
  return id;
}

async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runReportsCommand(args, server.app.database.db, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('POST /api/reports (§2 report content)', () => {
  it('stores a report about the customer’s own chat, which the operator lists and resolves', async () => {
    const chat = await chatOf(owner.id);
    const response = await server.http.post('/api/reports', { chat, description: 'This answer is false.' }, owner.cookie);
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ _id: string }>();

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(_id);
    expect(listed.output).toContain('This answer is false.');
    expect(listed.output).toContain('The moon is made of cheese.');

    expect(await cli('resolve', _id)).toEqual({ code: 0, output: `Resolved ${_id}.` });
    expect((await cli('list')).output).not.toContain(_id);
    expect((await cli('list', '--all')).output).toContain(`${_id}  resolved`);
    expect((await cli('resolve', _id)).code).toBe(1);
  });

  it('refuses a report about another customer’s chat as not found', async () => {
    const stranger = await createSignedInCustomer(server.app);
    const chat = await chatOf(stranger.id);
    const response = await server.http.post('/api/reports', { chat, description: 'Not mine' }, owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Chat not found.' });
    expect((await cli('list')).output).not.toContain('Not mine');
  });

  it('validates the body and requires a session', async () => {
    const chat = await chatOf(owner.id);
    expect((await server.http.post('/api/reports', { chat, description: '   ' }, owner.cookie)).statusCode).toBe(400);
    expect((await server.http.post('/api/reports', { chat: 'nope', description: 'x' }, owner.cookie)).statusCode).toBe(400);
    expect((await server.http.post('/api/reports', { chat, description: 'x'.repeat(2001) }, owner.cookie)).statusCode).toBe(400);
    expect((await server.http.post('/api/reports', { chat, description: 'x' })).statusCode).toBe(401);
  });

  it('the operator command dismisses with a note, which the reporter then reads', async () => {
    const chat = await chatOf(owner.id);
    const { _id } = (await server.http.post('/api/reports', { chat, description: 'Rude answer.' }, owner.cookie)).json<{
      _id: string;
    }>();
    expect(await cli('dismiss', _id, 'Nothing', 'rude', 'in', 'it.')).toEqual({ code: 0, output: `Dismissed ${_id}.` });
    expect((await cli('list', '--all')).output).toMatch(new RegExp(`${_id}  dismissed[^]*dismissed \\S+: Nothing rude in it\\.`));
    const own = (await server.http.get('/api/reports', owner.cookie)).json<{ reports: { _id: string }[] }>();
    expect(own.reports.find((report) => report._id === _id)).toMatchObject({ status: 'dismissed', note: 'Nothing rude in it.' });
    expect((await cli('resolve', _id)).code).toBe(1);
  });

  it('the operator command explains its usage and bad ids', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('resolve', 'xyz')).output).toContain('is not a report id');
  });
});
