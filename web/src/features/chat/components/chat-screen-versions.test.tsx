import type { Chat, Model, ProviderListResponse } from '@chat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { providersQuery } from '../api/get-providers';
import { useChatStore } from '../stores/chat-store';
import { useModelStore } from '../stores/model-store';
import { ChatScreen } from './chat-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
const emitted = vi.hoisted(() => [] as { event: string; body: Record<string, unknown> }[]);
vi.mock('@/lib/socket', () => ({
  emitEvent: (event: string, body: Record<string, unknown>) => {
    emitted.push({ event, body });
    return Promise.resolve({ ok: true });
  },
  isRealtimeConnected: () => true,
  whenConnected: () => Promise.resolve(),
}));
/** The page of chats the server answers (newest first, as the server sends them). */
const page = vi.hoisted(() => ({ chats: [] as Chat[] }));
vi.mock('../api/get-chats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getChats: () => Promise.resolve({ chats: page.chats, count: page.chats.length, limit: 20, skip: 0 }),
}));
vi.mock('../api/save-preferred-model', () => ({ savePreferredModel: () => Promise.resolve({ model: '' }) }));

const model = (id: string, isDefault = false): Model => ({
  _id: id,
  name: id.toUpperCase(),
  provider: 'p',
  maxFreeChat: 10,
  isDefault,
  capabilities: { input: ['text'], output: ['text'], web: true },
});
const providers: ProviderListResponse = {
  providers: [{ _id: 'p', name: 'P', models: [model('text', true), model('other')] }],
  limit: 20,
  skip: 0,
  count: 1,
};

const CONVERSATION = 'c'.repeat(24);
let nextId = 0;
/** An exchange; each one made is newer than the one before. */
function chat(status: Chat['status'], answer: string, conversation?: string): Chat {
  nextId += 1;
  return {
    _id: nextId.toString(16).padStart(24, '0'),
    ...(conversation ? { conversation: { _id: conversation } } : {}),
    input: { role: 'user', content: `Question ${nextId}`, files: [] },
    output: { role: 'assistant', content: answer, files: [] },
    usage: null,
    customer: 'a'.repeat(24),
    provider: 'p',
    model: 'other',
    status,
    duration: 1200,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, nextId)).toISOString(),
    total: 0,
    count: 0,
  };
}

/** The server's page of these chats, given oldest first. */
const serve = (...oldestFirst: Chat[]) => (page.chats = oldestFirst.reverse());

function renderScreen(scope: string) {
  // The chats live in the app's query client (lib/chat-cache.ts).
  queryClient.setQueryData(providersQuery.queryKey, providers);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/?conversation=${scope}`]}>
        <ChatScreen
          authenticated
          preferredModel={null}
          onSignInRequired={vi.fn()}
          onViewPlans={vi.fn()}
          imageMode={false}
          onImageModeChange={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answers = () => screen.findAllByTestId('message-assistant');

// The virtualized list shows rows only in a scroller with a height, which jsdom does not lay out.
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  await Promise.all([import('./message-list'), import('./markdown')]);
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});
beforeEach(() => {
  emitted.length = 0;
  page.chats = [];
  useModelStore.setState({ provider: undefined, model: undefined });
});
afterEach(() => useChatStore.getState().reset());

describe('Continue on a stopped answer', () => {
  it('a stopped last answer offers Continue, which sends "Continue" in the same conversation with the answer’s model', async () => {
    serve(chat('done', 'Earlier answer', CONVERSATION), chat('stopped', 'The first half of the', CONVERSATION));
    renderScreen(CONVERSATION);
    const [, stopped] = await answers();
    expect(stopped).toHaveAttribute('data-status', 'stopped');
    expect(within(stopped!).getByText('Stopped.')).toBeInTheDocument();
    const button = within(stopped!).getByRole('button', { name: 'Continue the answer' });
    expect(button).toHaveTextContent('Continue');
    // The composer's model is TEXT; the answer being continued came from OTHER.
    await vi.waitFor(() => expect(useModelStore.getState().model).toBe('text'));

    fireEvent.click(button);
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]!.body).toMatchObject({
      input: 'Continue',
      conversation: CONVERSATION,
      provider: 'p',
      model: 'other',
      files: [],
    });
    // The new exchange is the last now, and it streams: no Continue while it does.
    expect(await screen.findByText('Continue', { selector: '[data-testid="message-user"] div' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
  });

  it('in the general chat, in Spanish, the text sent is "Continuar"', async () => {
    await changeLocale('es', { remember: false });
    try {
      serve(chat('stopped', 'Hasta aquí'));
      renderScreen('general');
      fireEvent.click(await screen.findByRole('button', { name: 'Continuar la respuesta' }));
      await vi.waitFor(() => expect(emitted).toHaveLength(1));
      expect(emitted[0]!.body).toMatchObject({ input: 'Continuar', conversation: 'general', model: 'other' });
    } finally {
      await changeLocale('en', { remember: false });
    }
  });

  it('a stopped answer that is not the last shows its note but no Continue', async () => {
    serve(chat('stopped', 'Cut short', CONVERSATION), chat('done', 'A later answer', CONVERSATION));
    renderScreen(CONVERSATION);
    const [stopped] = await answers();
    expect(within(stopped!).getByText('Stopped.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  });

  it('no Continue while an answer streams, here or in another chat', async () => {
    serve(chat('stopped', 'Cut short', CONVERSATION), chat('pending', 'Still writ', CONVERSATION));
    renderScreen(CONVERSATION);
    await vi.waitFor(() => expect(useChatStore.getState().streamingId).toBe(page.chats[0]!._id));
    expect(await answers()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();

    // The stopped answer is the last here, but an answer of another conversation is streaming.
    useChatStore.getState().reset();
    serve(chat('stopped', 'Cut short', CONVERSATION));
    useChatStore.setState({ typing: true, streamingId: 'e'.repeat(24) });
    renderScreen(CONVERSATION);
    await vi.waitFor(() => expect(screen.getAllByTestId('message-assistant').at(-1)).toHaveTextContent('Cut short'));
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
  });
});
