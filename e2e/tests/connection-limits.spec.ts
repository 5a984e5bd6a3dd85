import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { signInThroughApi, uniqueEmail } from '../support/outbox';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { realtimeConnected } from '../support/realtime';
import { servers } from '../support/servers';

const METRICS_TOKEN = 'e2e-connection-limits-metrics';

/**
 * Sockets are capped per customer (issue 19): on a server of its own that allows one socket per
 * customer, a second tab is refused with the reason on screen, and connects on "Try again" once
 * the first tab is closed.
 */
test.describe('too many open connections', () => {
  test.describe.configure({ timeout: 90_000 });
  let server: OwnServer | undefined;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    server = await startOwnServer(servers.connectionLimitsPortBase + testInfo.parallelIndex, {
      SOCKETS_PER_CUSTOMER: '1',
      RATE_LIMIT_MULTIPLIER: '1',
      METRICS_TOKEN,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** Sockets the server holds, from its Prometheus gauge. */
  const openSockets = async () => {
    const metrics = await fetch(`${server!.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return Number(/^socket_connections (\d+)$/m.exec(await metrics.text())?.[1]);
  };

  test('a tab over the cap says why, and connects on "Try again" once another tab is closed', async ({ context }) => {
    const first = await context.newPage();
    await signInThroughApi(first, uniqueEmail('sockets'), server);
    const firstConnected = realtimeConnected(first);
    await new ChatPage(first).goto(`${server!.origin}/`);
    await firstConnected;

    const second = await context.newPage();
    await new ChatPage(second).goto(`${server!.origin}/`);
    const refusal = second.getByText(
      'Error 429: Too many open connections. Close some tabs or devices of this app, then try again.',
    );
    await expect(refusal).toBeVisible();
    await expect.poll(openSockets).toBe(1);

    await first.close();
    await expect.poll(openSockets).toBe(0);
    const secondConnected = realtimeConnected(second);
    await second.getByRole('button', { name: 'Try again' }).click();
    await secondConnected;
    await expect(refusal).toBeHidden();
  });
});
