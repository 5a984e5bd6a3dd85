import { expect, type Page } from '@playwright/test';

export interface CreatedConversation {
  _id: string;
  lastActivityAt: string;
}

/**
 * A conversation made and named through the API as the signed-in page's customer. Renamed once
 * made, as a person would: the title generated after the first answer does not rename it.
 */
export async function createNamedConversation(page: Page, name: string): Promise<CreatedConversation> {
  const created = await page.request.post('/api/conversations', { data: { name } });
  expect(created.ok()).toBe(true);
  const { conversation } = (await created.json()) as { conversation: CreatedConversation };
  expect((await page.request.patch(`/api/conversations/${conversation._id}`, { data: { name } })).ok()).toBe(true);
  return conversation;
}
