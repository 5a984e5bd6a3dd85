import { randomBytes } from 'node:crypto';

/** A client-style 24-hex chat id (§3). */
export const clientId = () => randomBytes(12).toString('hex');

export function sendBody(overrides: Record<string, unknown> = {}) {
  return { _id: clientId(), input: 'Hello there', provider: 'openai', model: 'gpt-4o-mini', version: 'v1', ...overrides };
}
