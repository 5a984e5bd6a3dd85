// The paths of the chat turn the pipeline bench (10-pipeline) and its guard (guard.mjs) measure,
// issue 36: the kind of customer and where they send.
//   named    a Plus customer in a conversation of their own, named (no title is asked of the model):
//            the default path, the headline rows
//   free     a Free customer (no subscription) in a named conversation, under the day's quota: the
//            plan check reads the day's usage. The server's free allowance is raised for the run
//            (freeAllowanceEnv) so the sends never reach it, nor the 80 % notice.
//   general  a Plus customer in the general chat (no conversation), what the bench measured before
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendOnce } from './chat-send.mjs';
import { connectAll } from './server-process.mjs';

export const PATHS = {
  named: { key: 'named', label: 'named conversation', plan: 'plus', conversation: true },
  free: { key: 'free', label: 'Free under quota', plan: 'free', conversation: true },
  general: { key: 'general', label: 'general chat', plan: 'plus', conversation: false },
};

/** The paths named in `list` (comma-separated keys), in the order given. */
export function pathsFrom(list) {
  return list
    .split(',')
    .filter(Boolean)
    .map((key) => {
      if (!PATHS[key]) throw new Error(`unknown pipeline path ${key} (${Object.keys(PATHS).join(', ')})`);
      return PATHS[key];
    });
}

let allowance;
/**
 * The environment that lifts the free allowance out of the way, through the files the server
 * reads at start-up: PLANS_CATALOG gives Free 1,000,000 messages a day (10 as seeded), AI_CATALOG
 * the model gpt-4o-mini a free allowance of 1,000,000 × 1,000 tokens a day (20 × 1,000 built in; the
 * fake counts a character as a token and a named conversation's history grows with every send).
 * Well under both, the quota's 80 % notice is never due either: every send is an ordinary one.
 */
export function freeAllowanceEnv() {
  if (!allowance) {
    const dir = mkdtempSync(join(tmpdir(), 'chat-bench-free-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const plans = join(dir, 'plans.json');
    const models = join(dir, 'models.json');
    writeFileSync(plans, JSON.stringify({ plans: [{ key: 'free', name: 'Free', messagesPerDay: 1_000_000, prices: [] }] }));
    writeFileSync(
      models,
      JSON.stringify({
        providers: [
          {
            _id: 'openai',
            models: [
              {
                _id: 'gpt-4o-mini',
                name: 'GPT-4o mini',
                maxFreeChat: 1_000_000,
                isDefault: true,
                contextTokens: 128_000,
                capabilities: { input: ['text', 'image', 'pdf'] },
              },
            ],
          },
        ],
      }),
    );
    allowance = { PLANS_CATALOG: plans, AI_CATALOG: models };
  }
  return allowance;
}

/** What the server of `path` needs in its environment beyond the database and the model. */
export function pathEnv(path) {
  return path.plan === 'free' ? freeAllowanceEnv() : {};
}

/**
 * A named conversation for each customer over HTTP, as the web app makes one (POST), then named by
 * the customer (PATCH: no title is asked of the model): for a load server that cannot seed them.
 */
async function createConversations(url, customers) {
  const call = async (customer, method, route, body) => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { cookie: customer.cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /api${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let start = 0; start < customers.length; start += 50)
    await Promise.all(
      customers.slice(start, start + 50).map(async (customer) => {
        const { conversation } = await call(customer, 'POST', '/conversations', { name: 'Load test' });
        await call(customer, 'PATCH', `/conversations/${conversation._id}`, { name: 'Load test' });
        customer.conversation = conversation._id;
      }),
    );
}

/**
 * Seeds `n` customers of `path` on `server` (lib/load-server.mjs) and connects their sockets.
 * Answers `{ send(index, input?), close() }`, or `{ skipped }` saying why this server cannot take
 * the path (an earlier checkout's load server seeds Plus customers only). A load server that
 * ignores the conversation option gets its conversations over HTTP instead.
 */
export async function preparePath(server, path, n) {
  const customers = await server.ask('seed', { n, plan: path.plan, conversation: path.conversation });
  const knowsOptions = customers.every((customer) => customer.plan === path.plan);
  if (path.plan !== 'plus' && !knowsOptions)
    return { skipped: `the load server of ${server.root} cannot seed ${path.plan} customers (it predates the option)` };
  if (path.conversation && customers.some((customer) => !customer.conversation)) await createConversations(server.url, customers);
  const sockets = await connectAll(server.url, customers);
  return {
    customers,
    send: (index, input) => sendOnce(sockets[index], input, { conversation: customers[index].conversation }),
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
}

/** `concurrency` callers at once, `rounds` times; every timing of every call. */
export async function measure(concurrency, rounds, call) {
  const timings = [];
  for (let round = 0; round < rounds; round++)
    timings.push(...(await Promise.all(Array.from({ length: concurrency }, (_, index) => call(index)))));
  return timings;
}
