import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { ChatPage } from '../pages/chat-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/** A person may hold 20 sockets (SOCKETS_PER_CUSTOMER, the server's default): tabs and devices. */
const SOCKETS_PER_CUSTOMER = 20;

/** One more socket of the signed-in customer, as another tab or device would open it. */
async function otherDevice(context: BrowserContext): Promise<Socket> {
  const cookie = (await context.cookies(servers.demo)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const socket = io(servers.demo, {
    path: '/socket',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie, origin: servers.demo },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** How the page's next realtime handshake ends: socket.io's CONNECT ("40") or CONNECT_ERROR ("44"). */
function nextHandshake(page: Page): Promise<'connected' | 'refused'> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/socket')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve('connected');
        if (String(payload).startsWith('44')) resolve('refused');
      });
    });
  });
}

/**
 * Sockets are capped per customer (issue 19): a tab opened when the customer's other tabs and
 * devices already hold every socket they may is refused, says why, and connects on "Try again"
 * once one of them is closed.
 */
test('a tab over the socket cap says why, and connects on "Try again" once another is closed', async ({ page, context }) => {
  await signInAsNewCustomer(page, 'sockets');
  const others = await Promise.all(Array.from({ length: SOCKETS_PER_CUSTOMER }, () => otherDevice(context)));
  try {
    await new ChatPage(page).goto('/');
    await expect(
      page.getByText('Error 429: Too many open connections. Close some tabs or devices of this app, then try again.'),
    ).toBeVisible();

    others.pop()!.close();
    // The server frees the slot as soon as it reads the close, which this page cannot see: a
    // "Try again" that came first is refused again and offers itself once more.
    await expect(async () => {
      const handshake = nextHandshake(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      expect(await handshake).toBe('connected');
    }).toPass();
  } finally {
    for (const socket of others) socket.close();
  }
});
