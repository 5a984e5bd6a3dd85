import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface CreatedConversation {
  _id: string;
  lastActivityAt: string;
}

/**
 * A conversation made and named through the API as the signed-in page's (or request context's)
 * customer. Renamed once made, as a person would: the title generated after the first answer does
 * not rename it.
 */
export async function createNamedConversation(as: Page | APIRequestContext, name: string): Promise<CreatedConversation> {
  const api = 'request' in as ? as.request : as;
  const created = await api.post('/api/conversations', { data: { name } });
  expect(created.ok()).toBe(true);
  const { conversation } = (await created.json()) as { conversation: CreatedConversation };
  expect((await api.patch(`/api/conversations/${conversation._id}`, { data: { name } })).ok()).toBe(true);
  return conversation;
}
