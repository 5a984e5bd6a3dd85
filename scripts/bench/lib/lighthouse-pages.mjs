// The pages bench 60 measures, and the server they are served from: the real server on its
// embedded defaults, with a signed-in customer whose named conversation holds one realistic
// exchange, so that the signed-in run measures what a customer opening the app sees (the sidebar's
// list, the header's name, a rendered Markdown answer), not an empty new chat.
import path from 'node:path';
import { request } from 'playwright-core';
import { signIn, startAppServer } from './app-server.mjs';
import { seedExchanges } from './seed-conversation.mjs';

const EMAIL = 'lighthouse@example.com';
const NAME = 'Sourdough starter while away';

// A question and the kind of answer a model gives it: paragraphs, a numbered list with bold lead-ins,
// a bulleted list. No code block or table: most customers' chats have neither, and both load chunks
// (the code highlighter) a first visit to such a chat does not need.
const EXCHANGE = {
  question: "I'm going away for two weeks. What's the best way to keep my sourdough starter alive while I'm gone?",
  answer: `Two weeks is easy for a healthy starter: the trick is to slow it down so it doesn't run out of food, then wake it up gently when you're back.

## Before you leave

1. **Feed it a stiffer meal.** A day before you go, feed it at 1:5:4 (starter, flour, water) instead of your usual ratio. Less water and more flour give the yeast more to eat and slow the fermentation.
2. **Let it start rising.** Leave it at room temperature for an hour or two, until you see the first bubbles, so it goes into the cold already active.
3. **Refrigerate it in a clean jar.** Put the lid on loosely, or use a jar with a rubber seal and leave the clip open: the starter keeps making a little gas even in the fridge.

## While you're away

The cold does the work. At 4 °C the yeast and bacteria barely eat, and a well-fed starter lasts three weeks or more. A grey liquid (*hooch*) may collect on top; it is alcohol from hungry yeast, not mould, and it is harmless.

## When you come back

- Pour off the hooch, or stir it in if you like a more sour loaf.
- Discard all but a tablespoon and feed it at your normal ratio.
- Give it two or three feedings at room temperature, twelve hours apart, before you bake with it.

If it doesn't double after the third feeding, keep going for another day: a sluggish starter almost always recovers. Only throw it away if you see fuzzy mould or pink and orange streaks.`,
};

// The same secret across the restart below, so the session signed in before it stays valid.
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'lighthouse-run-only-secret-0123456789abcdef',
};

const answered = (run, test) => run.requests.some((item) => item.status === 200 && test(new URL(item.url)));

/**
 * Starts the server on `port` with its data in `dataDir`, signs a customer in, creates their
 * conversation and seeds its exchange (the server stopped meanwhile: PGlite has one writer).
 * Returns the server and the pages, each with `check(run)`: what proves the run measured the page
 * it says (a message for a run that did not), as a cookie that failed to apply looks like a guest.
 */
export async function startLighthousePages(port, dataDir) {
  let server = await startAppServer({ port, dataDir, env: serverEnv });
  const api = await request.newContext({ baseURL: server.base });
  let conversationId;
  let cookies;
  try {
    await signIn(api, dataDir, EMAIL);
    const created = await api.post('/api/conversations', { data: { name: NAME } });
    if (!created.ok()) throw new Error(`conversation: ${created.status()} ${await created.text()}`);
    conversationId = (await created.json()).conversation._id;
    cookies = (await api.storageState()).cookies;
  } finally {
    await api.dispose();
    await server.stop();
  }
  // Dated a few minutes ago: a chat asked just before opening the app again.
  await seedExchanges(path.join(dataDir, 'db'), conversationId, [EXCHANGE], Date.now() - 10 * 60_000);
  server = await startAppServer({ port, dataDir, env: serverEnv });

  const conversationPath = `/?conversation=${encodeURIComponent(conversationId)}`;
  const pages = [
    { label: '/ guest', slug: 'guest', path: '/', cookies: [], check: () => undefined },
    {
      label: `/ signed in, conversation open`,
      slug: 'signed-in-conversation',
      path: conversationPath,
      cookies,
      check: (run) =>
        !answered(run, (url) => url.pathname === '/api/customers/profile')
          ? 'NOT signed in: no profile request answered 200'
          : !answered(
                run,
                (url) => url.pathname === '/api/conversations/chats' && url.searchParams.get('conversation') === conversationId,
              )
            ? `the conversation's messages (GET /api/conversations/chats?conversation=${conversationId}) were not answered 200`
            : undefined,
    },
    { label: '/plans guest', slug: 'plans-guest', path: '/plans', cookies: [], check: () => undefined },
  ];
  return { server, pages };
}
