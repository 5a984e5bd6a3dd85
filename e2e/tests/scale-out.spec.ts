import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { ANSWER_TAIL, heldQuestion } from '../support/held-answers';
import { realtimeConnected } from '../support/realtime';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * The smoke of a scaled-out deployment (project `scale-out`, run when E2E_DATABASE_URL and
 * E2E_REDIS_URL are set): two instances on one PostgreSQL and one Redis, a customer with a tab on
 * each. What one instance streams reaches the other through Redis; what it stores, through PostgreSQL.
 */
const [first, second] = servers.scaleOut;

test.use({ baseURL: first });

test('sign in, send on one instance and watch the answer stream, see the exchange on the other, reload there', async ({
  page,
  context,
}) => {
  await signInAsNewCustomer(page, 'scale-out');
  const here = new ConversationPage(page, false);
  await here.goto('/?conversation=general');
  // Cookies do not depend on the port: the session is the same on the other instance. Its socket
  // must be in before the exchange, or the tab would fetch it from the database, not hear it.
  const there = new ConversationPage(await context.newPage(), false);
  const connected = realtimeConnected(there.page);
  await there.goto(`${second}/?conversation=general`);
  await connected;

  const held = heldQuestion('Hello across instances');
  await here.send(held.question);
  await expect(here.assistant.last()).toHaveText(/^Fake/);
  await expect(here.stopButton).toBeVisible();

  await held.release();
  await here.waitForAnswer(ANSWER_TAIL);
  // Another tab shows an exchange once it is done (as one from WhatsApp): here, through Redis.
  await expect(there.user.last()).toContainText('Hello across instances');
  await expect(there.assistant.last()).toContainText(ANSWER_TAIL);
  await there.page.reload();
  await expect(there.user).toHaveCount(1);
  await expect(there.assistant.last()).toContainText(ANSWER_TAIL);
});
