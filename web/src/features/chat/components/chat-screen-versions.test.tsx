import type { Chat, Model, ProviderListResponse } from '@chat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
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
/** The versions the screen asked the server to show (PUT /conversations/chats/:id/current). */
const shownVersions = vi.hoisted(() => [] as string[]);
vi.mock('../api/show-version', () => ({
  switchVersion: (_scope: string, id: string) => {
    shownVersions.push(id);
    return Promise.resolve();
  },
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
      <TestRouter path={`/?conversation=${scope}`}>
        <ChatScreen
          authenticated
          preferredModel={null}
          onSignInRequired={vi.fn()}
          signInPath="/auth/login"
          onViewPlans={vi.fn()}
          imageMode={false}
          onImageModeChange={vi.fn()}
        />
      </TestRouter>
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
  shownVersions.length = 0;
  page.chats = [];
  useModelStore.setState({ provider: undefined, model: undefined });
});
afterEach(() => useChatStore.getState().reset());

describe('Continue on a stopped answer (issue 21: a new version of it)', () => {
  it('a stopped last answer offers Continue, which sends a version of it that goes on with the answer’s model', async () => {
    const earlier = chat('done', 'Earlier answer', CONVERSATION);
    const cut = chat('stopped', 'The first half of the', CONVERSATION);
    serve(earlier, cut);
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
      input: cut.input.content,
      conversation: CONVERSATION,
      provider: 'p',
      model: 'other',
      files: [],
      versionOf: cut._id,
      continue: true,
    });
    // The new version takes the stopped one's place, starting with its text, and streams: no Continue meanwhile.
    await vi.waitFor(async () => expect((await answers()).at(-1)).not.toHaveAttribute('data-status', 'stopped'));
    expect(await answers()).toHaveLength(2);
    expect((await answers()).at(-1)).toHaveTextContent('The first half of the');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
  });

  it('in the general chat, in Spanish, the version goes to the general chat', async () => {
    await changeLocale('es', { remember: false });
    try {
      const cut = chat('stopped', 'Hasta aquí');
      serve(cut);
      renderScreen('general');
      fireEvent.click(await screen.findByRole('button', { name: 'Continuar la respuesta' }));
      await vi.waitFor(() => expect(emitted).toHaveLength(1));
      expect(emitted[0]!.body).toMatchObject({ conversation: 'general', model: 'other', versionOf: cut._id, continue: true });
    } finally {
      await changeLocale('en', { remember: false });
    }
  });

  it('no Continue, regenerate or edit while an answer streams, here or in another chat', async () => {
    serve(chat('stopped', 'Cut short', CONVERSATION), chat('pending', 'Still writ', CONVERSATION));
    renderScreen(CONVERSATION);
    await vi.waitFor(() => expect(useChatStore.getState().streamingId).toBe(page.chats[0]!._id));
    expect(await answers()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();

    // The stopped answer is the last here, but an answer of another conversation is streaming.
    useChatStore.getState().reset();
    serve(chat('stopped', 'Cut short', CONVERSATION));
    useChatStore.setState({ typing: true, streamingId: 'e'.repeat(24) });
    renderScreen(CONVERSATION);
    await vi.waitFor(() => expect(screen.getAllByTestId('message-assistant').at(-1)).toHaveTextContent('Cut short'));
    expect(screen.queryByRole('button', { name: 'Continue the answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit and resend' })).not.toBeInTheDocument();
  });
});

describe('versions and branches (issue 21)', () => {
  it('regenerates an earlier answer in its place: the exchanges after it leave the list (another branch now)', async () => {
    const first = chat('done', 'First answer', CONVERSATION);
    serve(first, chat('done', 'Second answer', CONVERSATION));
    renderScreen(CONVERSATION);
    const [firstAnswer] = await answers();
    await vi.waitFor(() => expect(useModelStore.getState().model).toBe('text'));
    fireEvent.click(within(firstAnswer!).getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    // Regenerate asks the model chosen now, with the same question.
    expect(emitted[0]!.body).toMatchObject({ input: first.input.content, model: 'text', versionOf: first._id });
    await vi.waitFor(async () => expect(await answers()).toHaveLength(1));
    expect(screen.queryByText('Second answer')).not.toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });

  it('edits a question in place and sends it as a new branch, leaving the composer’s draft alone', async () => {
    const first = chat('done', 'First answer', CONVERSATION);
    serve(first, chat('done', 'Second answer', CONVERSATION));
    renderScreen(CONVERSATION);
    const composer = await screen.findByRole('textbox');
    fireEvent.change(composer, { target: { value: 'a draft in progress' } });
    const [firstQuestion] = await screen.findAllByTestId('message-user');
    fireEvent.click(within(firstQuestion!).getByRole('button', { name: 'Edit and resend' }));
    const editor = await screen.findByRole('textbox', { name: 'Edit your message' });
    expect(editor).toHaveValue(first.input.content);
    fireEvent.change(editor, { target: { value: 'A better question' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]!.body).toMatchObject({ input: 'A better question', versionOf: first._id, conversation: CONVERSATION });
    expect(await screen.findByText('A better question')).toBeInTheDocument();
    expect(screen.queryByText('Second answer')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('a draft in progress');
  });

  it('cancels an edit with Escape, sending nothing', async () => {
    serve(chat('done', 'Only answer', CONVERSATION));
    renderScreen(CONVERSATION);
    const [question] = await screen.findAllByTestId('message-user');
    fireEvent.click(within(question!).getByRole('button', { name: 'Edit and resend' }));
    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'Edit your message' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(emitted).toHaveLength(0);
  });

  it('shows ‹ 2 / 3 › under an answer with versions and asks the server for the next one', async () => {
    const versions = ['1'.repeat(24), '2'.repeat(24), '3'.repeat(24)];
    const shown = { ...chat('done', 'The second take', CONVERSATION), _id: versions[1]!, versions };
    serve(shown);
    renderScreen(CONVERSATION);
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next version' }));
    await vi.waitFor(() => expect(shownVersions).toEqual([versions[2]]));
    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    await vi.waitFor(() => expect(shownVersions).toEqual([versions[2], versions[0]]));
  });
});
