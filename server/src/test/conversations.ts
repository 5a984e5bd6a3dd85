import type { Conversation } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import type { TestCustomer } from './customers.ts';
import { client } from './http.ts';

/** A named conversation of the customer, made through the API as the web makes it; its id. */
export async function createConversation(app: FastifyInstance, owner: TestCustomer, name: string): Promise<string> {
  const response = await client(app).post('/api/conversations', { name }, owner.cookie);
  if (response.statusCode !== 201) throw new Error(`creating a conversation answered ${response.statusCode}: ${response.body}`);
  return response.json<{ conversation: Conversation }>().conversation._id;
}
