import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { startTestApp, testConfig } from '../../test/app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'plans-catalog-'));
const file = (name: string, content: unknown) => {
  const target = path.join(dir, name);
  writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  return target;
};

/** A catalog that renames Free. */
const namedFree = (name: string) => file('name.json', { plans: [{ key: 'free', name, messagesPerDay: 5, prices: [] }] });

describe('PLANS_CATALOG, the operator catalog override', () => {
  it('replaces the seeded plans it lists at start-up; GET /api/plans and the quota follow it', async () => {
    const catalog = file('good.json', {
      plans: [
        { key: 'plus', name: 'Plus Max', messagesPerDay: null, prices: [{ duration: 'week', amount: 999, currency: 'EUR' }] },
        { key: 'free', name: 'Free', messagesPerDay: 3, prices: [] },
      ],
    });
    const { app, http, close } = await startTestApp({ env: { PLANS_CATALOG: catalog } });
    try {
      const { plans } = (await http.get('/api/plans')).json<{
        plans: { _id: string; name: string; messagesPerDay: number | null; prices: { amount: number }[] }[];
      }>();
      expect(plans.map((plan) => plan._id)).toEqual(['free', 'starter', 'plus']);
      expect(plans[0]).toMatchObject({ name: 'Free', messagesPerDay: 3 });
      expect(plans[1]).toMatchObject({ name: 'Starter', messagesPerDay: 100 }); // not listed: seeded row kept
      expect(plans[2]).toMatchObject({ name: 'Plus Max', prices: [{ amount: 999, duration: 'week', currency: 'EUR' }] });
      expect((await app.billing.repository.findPlan('free'))?.messagesPerDay).toBe(3);
    } finally {
      await close();
    }
  });

  it.each([
    ['a file that does not exist', () => path.join(dir, 'missing.json'), /cannot read .*missing\.json/],
    ['a file that is not JSON', () => file('broken.json', '{ plans: '), /cannot read .*broken\.json as JSON/],
    [
      'an unknown plan key',
      () => file('key.json', { plans: [{ key: 'gold', name: 'Gold', messagesPerDay: 1, prices: [] }] }),
      /plans\.0\.key/,
    ],
    [
      'a negative price',
      () =>
        file('price.json', {
          plans: [
            { key: 'plus', name: 'Plus', messagesPerDay: null, prices: [{ duration: 'week', amount: -1, currency: 'EUR' }] },
          ],
        }),
      /plans\.0\.prices\.0\.amount/,
    ],
    [
      'a plan listed twice',
      () => file('twice.json', { plans: [1, 2].map(() => ({ key: 'free', name: 'Free', messagesPerDay: 5, prices: [] })) }),
      /each plan key may appear once/,
    ],
    ['an unknown field', () => file('extra.json', { plans: [], amount: 1 }), /PLANS_CATALOG/],
    // Shown to everyone, as the console's edits (issue 37); a NUL would reach the database, which refuses it.
    ['a plan name with a NUL', () => namedFree('Free\u0000'), /plans\.0\.name/],
    ['a plan name with a right-to-left override', () => namedFree('Free \u202Eeerf'), /plans\.0\.name/],
  ])('stops start-up on %s with a clear message', (_label, target, message) => {
    const attempt = () => testConfig({ PLANS_CATALOG: target() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    expect(attempt).toThrow(/PLANS_CATALOG/);
  });
});
