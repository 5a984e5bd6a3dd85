import { expect, test, type WebSocketRoute } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * The web's own realtime client (issue 39, web/src/lib/socket-client.ts) under the built app: the
 * connection drops as a phone's does, the client comes back by itself, and a message written
 * meanwhile is sent and answered. The page's sockets pass through Playwright, which can cut one.
 */
test('a dropped realtime connection comes back by itself, and a message written meanwhile is answered', async ({
  page,
  isMobile,
}) => {
  const routes: WebSocketRoute[] = [];
  let connects = 0;
  await page.routeWebSocket(/\/socket\//, (ws) => {
    routes.push(ws);
    const server = ws.connectToServer();
    server.onMessage((message) => {
      // socket.io's CONNECT answer: the namespace is connected.
      if (String(message).startsWith('40')) connects++;
      ws.send(message);
    });
  });
  await signInAsNewCustomer(page, 'reconnect');
  const chat = new ConversationPage(page, isMobile);
  await chat.goto('/');
  await expect.poll(() => connects).toBe(1);

  await routes[0]!.close({ code: 4000, reason: 'dropped by the test' });
  await chat.send('Are you still there?');
  await chat.waitForAnswer(/offline demo model/);
  expect(connects).toBe(2);
  expect(routes).toHaveLength(2);
});
