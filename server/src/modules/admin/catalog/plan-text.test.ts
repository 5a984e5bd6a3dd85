import type { AdminPlan, Plan } from '@chat/protocol';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { plans } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import type { TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import type { PlanRow } from '../../billing/repository.ts';

/**
 * Issue 37 (3): a plan's name is operator text every visitor reads on the plans page. A NUL in it
 * failed the update with a 500; a bidirectional override (U+202E) was stored and shown to
 * everyone, reordering what they read. The shared text schema now refuses both with a 400.
 */
const server = useTestApp();
let operator: TestCustomer;
let seeded: PlanRow[];
beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
  seeded = await server.database.db.select().from(plans);
});
beforeEach(async () => {
  for (const row of seeded) await server.database.db.update(plans).set(row).where(eq(plans.key, row.key));
  server.app.billing.repository.invalidate();
});

const starter = async () =>
  (await server.http.get('/api/admin/plans', operator.cookie))
    .json<{ plans: AdminPlan[] }>()
    .plans.find((plan) => plan._id === 'starter')!;
const publicNames = async () => (await server.http.get('/api/plans')).json<{ plans: Plan[] }>().plans.map((plan) => plan.name);
const rename = async (name: string) => {
  const plan = await starter();
  const body = { name, messagesPerDay: plan.messagesPerDay, prices: plan.prices, version: plan.version };
  return server.http.put('/api/admin/plans/starter', body, operator.cookie);
};

describe('PUT /api/admin/plans/:key: the name is text for everyone to read', () => {
  it.each([
    ['a NUL', 'Star\u0000ter', /control characters/],
    ['a bell', 'Star\u0007ter', /control characters/],
    ['a lone surrogate', 'Star\uD800ter', /control characters/],
    ['a right-to-left override', 'Starter \u202Eesu\u202C', /bidirectional control/],
    ['a left-to-right embedding', '\u202AStarter', /bidirectional control/],
    ['a first-strong isolate', 'Starter \u2068x\u2069', /bidirectional control/],
  ])('refuses %s with a 400 and stores nothing', async (_case, name, message) => {
    const response = await rename(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(message) });
    expect((await starter()).name).toBe('Starter');
    expect(await publicNames()).not.toContain(name);
  });

  it('takes a name in any script, emoji and right-to-left marks included, and shows it publicly', async () => {
    const name = 'خطة المبتدئ \u200F😀';
    const response = await rename(name);
    expect(response.statusCode).toBe(200);
    expect(await publicNames()).toContain(name);
  });
});
