import { describe, expect, it } from 'vitest';
import { fillPath } from '../route.ts';
import * as routes from './index.ts';

describe('the route table', () => {
  it('has one route per method and path, so the web finds its contract entry by them', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath(routes.renameConversation.path, { id: 'a b/c' })).toBe('/conversations/a%20b%2Fc');
    expect(() => fillPath(routes.getPayment.path, {})).toThrow(/missing path parameter id/);
  });
});
