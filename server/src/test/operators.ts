import type { FastifyInstance } from 'fastify';
import { createSignedInCustomer, type TestCustomer } from './customers.ts';

/** A signed-in customer made an operator as `npm run operator -- add` does. */
export async function createSignedInOperator(app: FastifyInstance): Promise<TestCustomer> {
  const operator = await createSignedInCustomer(app, { name: 'Test Operator' });
  await app.operators.repository.add(operator.id, 'cli');
  return operator;
}
