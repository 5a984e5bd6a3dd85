import { API_PREFIX, contract, type Endpoint } from '@chat/protocol';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  modelSettings,
  operators,
  payments,
  plans,
  reports,
  sessions,
  subscriptions,
} from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { createSignedInOperator } from '../test/operators.ts';
import { consoleSamples, seedConsoleTargets, type ConsoleTargets } from './console-samples.ts';

/**
 * The console's access matrix (issue 22): a guest, a customer and a removed operator calling every
 * route of the console get the answer of a route that does not exist, and nothing changes; an
 * operator making the same calls is served (so the calls are ones the routes act on).
 */
const server = useTestApp();
const db = () => server.app.database.db;
const consoleEndpoints = Object.values(contract).filter((entry: Endpoint) => entry.access === 'operator') as (Endpoint & {
  name: string;
})[];

let targets: ConsoleTargets;
let customer: TestCustomer;
let removed: TestCustomer;
beforeAll(async () => {
  targets = await seedConsoleTargets(server.app);
  customer = await createSignedInCustomer(server.app);
  removed = await createSignedInOperator(server.app);
  await server.app.operators.repository.remove(removed.id);
});

/** Everything a console call could change. */
async function everything() {
  return Promise.all([
    db().select().from(customers).orderBy(customers.id),
    db().select().from(subscriptions).orderBy(subscriptions.id),
    db().select().from(payments).orderBy(payments.id),
    db().select().from(reports).orderBy(reports.id),
    db().select().from(plans).orderBy(plans.key),
    db().select().from(modelSettings),
    db().select().from(operators).orderBy(operators.customerId),
    db().select({ value: count() }).from(sessions),
    db().select({ value: count() }).from(auditLog),
  ]);
}

async function call(entry: Endpoint & { name: string }, cookie?: string) {
  const sample = consoleSamples(targets)[entry.name];
  if (!sample) throw new Error(`No sample call for ${entry.name}: add one to console-samples.ts.`);
  const path = entry.route.path.replace(/:(\w+)/g, (_, name: string) => sample.params?.[name] ?? '');
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const hasBody = entry.route.method !== 'GET' && entry.route.method !== 'DELETE';
  const response = await server.app.inject({
    method: entry.route.method,
    url: `${API_PREFIX}${path}${query}`,
    headers: { ...(cookie ? { cookie } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(sample.body ?? {}) } : {}),
  });
  return { response, path: `${API_PREFIX}${path}` };
}

describe('the console’s access matrix (issue 22)', () => {
  it('has a sample call for every route of the console', () => {
    const samples = consoleSamples(targets);
    expect(consoleEndpoints.filter((entry) => !samples[entry.name]).map((entry) => entry.name)).toEqual([]);
    expect(consoleEndpoints.length).toBeGreaterThan(2);
  });

  for (const who of ['a guest', 'a customer', 'a removed operator'] as const) {
    it(`answers ${who} as if no console route existed, and changes nothing`, async () => {
      const cookie = who === 'a guest' ? undefined : who === 'a customer' ? customer.cookie : removed.cookie;
      const before = await everything();
      for (const entry of consoleEndpoints) {
        const { response, path } = await call(entry, cookie);
        expect(response.statusCode, entry.name).toBe(404);
        expect(response.json(), entry.name).toEqual({ code: 'not_found', message: `No route for ${entry.route.method} ${path}` });
      }
      expect(await everything()).toEqual(before);
    });
  }

  it('serves an operator every one of the same calls', async () => {
    const operator = await createSignedInOperator(server.app);
    for (const entry of consoleEndpoints) {
      const { response } = await call(entry, operator.cookie);
      expect(response.statusCode, `${entry.name}: ${response.body}`).toBeLessThan(300);
    }
  });
});
