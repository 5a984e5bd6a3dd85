import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string;
  text: string;
}

/**
 * Messages the servers under test wrote to their outboxes (DESIGN §3) for `to`, oldest first.
 * Every test uses identifiers of its own, so reading every server's outbox is safe; a test with a
 * server of its own (support/own-server.ts) passes that server's outbox.
 */
export async function outboxFor(to: string, dirs = process.env.E2E_OUTBOX_DIRS!.split(path.delimiter)): Promise<OutboxMessage[]> {
  const files = (
    await Promise.all(
      dirs.map(async (dir) =>
        (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).map((file) => ({ dir, file })),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.file.localeCompare(b.file));
  const messages = await Promise.all(
    files.map(async ({ dir, file }) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMessage),
  );
  return messages.filter((message) => message.to === to);
}

/** Waits for the n-th message to `to` and answers its 6-digit code. */
export async function codeFor(to: string, nth = 1, dirs?: string[]): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await outboxFor(to, dirs))[nth - 1]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A fresh e-mail for each test, so parallel tests never share an account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Signs in through the API (code by e-mail); the page's browser context gets the session cookie. */
export async function signInThroughApi(request: APIRequestContext | Page, email: string, outbox?: string[]): Promise<void> {
  const api = 'request' in request ? request.request : request;
  const before = (await outboxFor(email, outbox)).length;
  expect((await api.post('/api/customers/auth/otp', { data: { identifier: email } })).status()).toBe(200);
  const code = await codeFor(email, before + 1, outbox);
  expect((await api.post('/api/customers/auth/login/verify', { data: { identifier: email, code } })).status()).toBe(200);
}
