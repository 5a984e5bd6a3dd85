import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface LongConversation {
  email: string;
  conversationId: string;
  name: string;
  exchanges: number;
  /** The question of the exchange `farBack` exchanges before the newest: what the test searches for. */
  farBack: number;
  question: string;
}

/**
 * Writes a customer with one conversation of `exchanges` finished exchanges straight into a
 * stopped server's PGlite data directory: hundreds of sends through the socket would take long and
 * hit the flood limits. The search trigger indexes them as the server's own inserts are.
 */
export async function seedLongConversation(dataDir: string, conversation: LongConversation): Promise<void> {
  const { email, conversationId, name, exchanges, farBack, question } = conversation;
  const customerId = 'e'.repeat(24);
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    await db.query(`insert into customers (id, name, first_name, email, locale) values ($1, 'Long Reader', 'Long', $2, 'en')`, [
      customerId,
      email,
    ]);
    await db.query(`insert into conversations (id, customer_id, name) values ($1, $2, $3)`, [conversationId, customerId, name]);
    await db.query(
      `insert into chats (id, customer_id, conversation_id, input, output, provider, model, status, created_at)
       select lpad(to_hex(n), 24, '0'), $1, $2,
         jsonb_build_object('role', 'user', 'content', case when n = $4 - $5 then $3 else 'Routine question number ' || n end, 'files', '[]'::jsonb),
         jsonb_build_object('role', 'assistant', 'content', 'Routine answer number ' || n || '.', 'files', '[]'::jsonb),
         'demo', 'offline-demo', 'done', now() - interval '2 days' + n * interval '1 minute'
       from generate_series(1, $4::int) n`,
      [customerId, conversationId, question, exchanges, farBack],
    );
  } finally {
    await db.close();
  }
}
