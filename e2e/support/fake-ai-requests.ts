import { expect } from '@playwright/test';
import { servers } from './servers';

/**
 * What the fake OpenAI server behind the `ai` app server received, for asserting that attachments
 * reached the model. The fake lists its recorded request bodies, oldest first, as JSON at
 * GET <base>/__requests (it runs in its own process, so tests ask it over HTTP).
 */
export async function fakeAiRequests(): Promise<unknown[]> {
  const response = await fetch(`${servers.fakeOpenAi}/__requests`);
  expect(response.ok, 'the fake OpenAI server lists its requests at /v1/__requests').toBe(true);
  return (await response.json()) as unknown[];
}

/** Waits until a request the fake received contains `fragment` (in its JSON form), e.g. an image data URL. */
export async function expectFakeAiReceived(fragment: string): Promise<void> {
  await expect
    .poll(async () => (await fakeAiRequests()).some((request) => JSON.stringify(request).includes(fragment)), {
      timeout: 15_000,
    })
    .toBe(true);
}
