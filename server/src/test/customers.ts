import type { FastifyInstance } from 'fastify';
import { customers } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

export interface TestCustomer {
  id: string;
  email: string;
  /** `Cookie` header value carrying a live session. */
  cookie: string;
}

/** A customer with a verified e-mail and a live session, made directly in the database. */
export async function createSignedInCustomer(
  app: FastifyInstance,
  fields: Partial<typeof customers.$inferInsert> = {},
): Promise<TestCustomer> {
  const id = newId();
  const email = fields.email ?? `customer-${id}@example.com`;
  await app.database.db.insert(customers).values({ id, name: 'Test Customer', firstName: 'Test', email, ...fields });
  const { token } = await app.sessions.create(id, 'vitest');
  return { id, email, cookie: `${app.sessionCookie}=${token}` };
}
