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

interface RecordedMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}

const textOf = (content: RecordedMessage['content']) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('');

/**
 * The system prompt of the model call whose last user message was `question` (text of this test's
 * own), once the fake has received it: what the model was told besides the conversation.
 */
export async function fakeAiSystemPrompt(question: string): Promise<string> {
  let system: string | undefined;
  await expect
    .poll(
      async () => {
        const requests = (await fakeAiRequests()) as { messages: RecordedMessage[] }[];
        const call = requests.find((request) => {
          const users = request.messages.filter((message) => message.role === 'user');
          return users.length > 0 && textOf(users.at(-1)!.content) === question;
        });
        system = call && textOf(call.messages.find((message) => message.role === 'system')?.content ?? '');
        return system !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return system!;
}
