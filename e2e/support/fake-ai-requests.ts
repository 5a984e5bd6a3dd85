import { expect } from '@playwright/test';

/**
 * What the fake OpenAI server (E2E_AI=fake) received, for asserting that attachments reached
 * the model. Assumes the fake lists its recorded request bodies, oldest first, as JSON at
 * GET <base>/__requests (the fake runs in its own process, so tests ask it over HTTP).
 */
export const fakeAiBaseUrl = () =>
  `http://127.0.0.1:${Number(process.env.E2E_FAKE_AI_PORT ?? Number(process.env.E2E_PORT ?? 3217) + 40)}/v1`;

export async function fakeAiRequests(): Promise<unknown[]> {
  const response = await fetch(`${fakeAiBaseUrl()}/__requests`);
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
