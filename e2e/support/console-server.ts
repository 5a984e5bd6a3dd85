import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signInThroughApi } from './outbox';
import { startOwnServer, type OwnServer } from './own-server';
import { servers } from './servers';

/** A console test's own server, and a person signed in on it in a browser of their own. */
export interface ConsoleServer extends OwnServer {
  /** In a desktop browser (1280×800) unless `device` says otherwise. */
  signedIn(browser: Browser, email: string, device?: BrowserContextOptions): Promise<Page>;
}

/**
 * Gives each test of the calling describe a server of its own with the fake model and `operators`
 * as OPERATOR_EMAILS: its model and plan changes and its figures reach no other test (a worker may
 * run several tests of a describe in a row, so not beforeAll). Answers the server of the running test.
 */
export function useConsoleServer(operators: string[]): () => ConsoleServer {
  let server: ConsoleServer | undefined;
  test.beforeEach(async ({ browserName: _browser }, testInfo) => {
    const own = await startOwnServer(servers.consolePortBase + testInfo.parallelIndex, {
      OPENAI_BASE_URL: servers.fakeOpenAi,
      OPERATOR_EMAILS: operators.join(','),
      RATE_LIMIT_MULTIPLIER: '100',
      CODE_RESEND_SECONDS: '2',
    });
    server = {
      ...own,
      async signedIn(browser, email, device = { viewport: { width: 1280, height: 800 } }) {
        const context = await browser.newContext({ ...device, baseURL: own.origin });
        const page = await context.newPage();
        await signInThroughApi(page, email, [own.outboxDir]);
        return page;
      },
    };
  });
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  return () => server!;
}
