import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chats, files } from '../../db/schema.ts';
import type { TestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import type { TestCustomer } from '../../test/customers.ts';

export interface Share {
  _id: string;
  token: string;
  conversationId: string;
  includeFiles: boolean;
  messageCount: number;
  updatedAt: string;
}

export interface SharedPage {
  name: string;
  messages: { role: string; content: string; files: { _id: string; url: string }[] }[];
  page: number;
  pages: number;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A question and its answer, and the ids of files shown on each side. */
export interface TestExchange {
  question: string;
  answer: string;
  fileIds?: string[];
  answerFileIds?: string[];
}

/** What the share tests do through the API, and the finished exchanges they write as the chat turn leaves them. */
export function shareTestKit(server: TestApp) {
  const call = (customer: TestCustomer | undefined, method: Method, url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      ...(customer ? { headers: { cookie: customer.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  /** Each exchange a millisecond after the last: PGlite's now() can give two quick inserts the same instant. */
  let clock = Date.now();

  /** Finished exchanges in the conversation, in one insert; their files attached to them. */
  async function exchanges(owner: TestCustomer, conversationId: string, list: TestExchange[]) {
    const fileOf = (fileId: string) => ({ id: fileId, name: 'dot.png', type: 'image/png', size: 1 });
    const rows = list.map((item) => ({
      id: clientId(),
      customerId: owner.id,
      conversationId,
      input: { role: 'user' as const, content: item.question, files: (item.fileIds ?? []).map(fileOf) },
      output: { role: 'assistant' as const, content: item.answer, files: (item.answerFileIds ?? []).map(fileOf) },
      provider: 'demo',
      model: 'offline-demo',
      totalTokens: 10,
      status: 'done' as const,
      createdAt: new Date(++clock),
    }));
    await server.database.db.insert(chats).values(rows);
    for (const [index, item] of list.entries())
      for (const fileId of [...(item.fileIds ?? []), ...(item.answerFileIds ?? [])])
        await server.database.db.update(files).set({ chatId: rows[index]!.id }).where(eq(files.id, fileId));
    return rows.map((row) => row.id);
  }

  /** A finished exchange in the conversation. */
  const exchange = async (
    owner: TestCustomer,
    conversationId: string,
    question: string,
    answer: string,
    fileIds: string[] = [],
    answerFileIds: string[] = [],
  ) => (await exchanges(owner, conversationId, [{ question, answer, fileIds, answerFileIds }]))[0]!;

  async function share(owner: TestCustomer, conversationId: string, includeFiles = false) {
    const response = await call(owner, 'PUT', `/shares/conversations/${conversationId}`, { includeFiles });
    expect(response.statusCode).toBe(200);
    return response.json<{ share: Share }>().share;
  }

  /** The public read of a page (the first when `page` is left out), signed out. */
  const open = (token: string, page?: number) =>
    call(undefined, 'GET', `/shares/${token}${page === undefined ? '' : `?page=${page}`}`);

  return { call, exchanges, exchange, share, open };
}
