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

/**
 * Waits until the request that asked `question` (text of this test's own) also carried `fragment`
 * (in its JSON form), e.g. an image data URL: tests running side by side send the same files.
 */
export async function expectFakeAiReceived(question: string, fragment: string): Promise<void> {
  const carried = (request: unknown) => {
    const json = JSON.stringify(request);
    return json.includes(question) && json.includes(fragment);
  };
  await expect.poll(async () => (await fakeAiRequests()).some(carried), { timeout: 15_000 }).toBe(true);
}
