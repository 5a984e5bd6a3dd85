import type { FastifyInstance } from 'fastify';
import { createSignedInCustomer } from '../test/customers.ts';

/** What the console's sample calls act on: a customer of the product and their things. */
export interface ConsoleTargets {
  customerId: string;
}

export async function seedConsoleTargets(app: FastifyInstance): Promise<ConsoleTargets> {
  const target = await createSignedInCustomer(app);
  return { customerId: target.id };
}

interface SampleCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One call an operator would make to each route of the console, by the route's name: valid, so an
 * operator's call is served and a refused caller's call would have changed something.
 */
export function consoleSamples(targets: ConsoleTargets): Record<string, SampleCall> {
  return {
    getOperator: {},
    listAuditLog: { query: { targetType: 'customer', targetId: targets.customerId } },
  };
}
