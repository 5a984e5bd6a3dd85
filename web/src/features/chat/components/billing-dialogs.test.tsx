import type { Chat, Model, Provider } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleRequest } from '../hooks/use-chat-events';
import { setLoadedChats } from '../lib/chat-cache';
import { useChatStore } from '../stores/chat-store';
import { BillingDialogs } from './billing-dialogs';

afterEach(() => useChatStore.getState().reset());

const model = (id: string, maxFreeChat: number, isDefault = false): Model => ({
  _id: id,
  name: id.toUpperCase(),
  provider: 'p',
  maxFreeChat,
  isDefault,
  capabilities: { input: ['text'], output: ['text'], web: true },
});
const providers: Provider[] = [{ _id: 'p', name: 'P', models: [model('small', 5), model('paid', 0), model('roomy', 20, true)] }];

/** The last chat with the day's token total and chat count, as the server presents it. */
const chat = (count: number, total: number): Chat => ({
  _id: 'a'.repeat(24),
  input: { role: 'user', content: 'q', files: [] },
  output: { role: 'assistant', content: 'a', files: [] },
  usage: null,
  customer: 'c'.repeat(24),
  provider: 'p',
  model: 'm',
  status: 'done',
  duration: 1,
  createdAt: new Date().toISOString(),
  total,
  count,
});

/** The dialogs under a composer, with the day's quota already read (GET /quota). */
function renderDialogs(onChooseModel = vi.fn(), onViewPlans = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData(['quota', 'p', 'small'], { plan: 'free', messagesPerDay: 10, messagesLeft: 0, model: null });
  render(
    <QueryClientProvider client={client}>
      <textarea id="composer" aria-label="Message" />
      <BillingDialogs onViewPlans={onViewPlans} providers={providers} provider="p" model="small" onChooseModel={onChooseModel} />
    </QueryClientProvider>,
  );
  return { onChooseModel, onViewPlans };
}

describe('in-chat billing dialogs (§4)', () => {
  it('the messages limit: says the plan gives 10 a day; View Plans closes it and leads to the plans', async () => {
    const { onViewPlans } = renderDialogs();
    setLoadedChats([{ ...chat(1, 0), status: 'pending' }]);
    useChatStore.setState({ streamingId: 'a'.repeat(24), typing: true });
    act(() => handleRequest({ code: 'no-subscription', limit: 'messages', lastChat: null, model: model('small', 5) }, vi.fn()));
    // The dialog's Radix chunk loads on first open.
    const dialog = await screen.findByRole('dialog', { name: "You've reached today's message limit" });
    expect(dialog).toHaveTextContent('Your plan gives you 10 messages a day');
    expect(dialog).toHaveTextContent('Your message is kept');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(onViewPlans).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the model's allowance: names the model and offers another free one, which it selects", async () => {
    const { onChooseModel } = renderDialogs();
    act(() => handleRequest({ code: 'no-subscription', limit: 'model', lastChat: null, model: model('small', 5) }, vi.fn()));
    const dialog = await screen.findByRole('dialog', { name: "Today's free use of SMALL is over" });
    expect(dialog).toHaveTextContent("You've used today's free allowance for SMALL. Other models are still free today");
    fireEvent.click(screen.getByRole('button', { name: 'Use ROOMY' }));
    expect(onChooseModel).toHaveBeenCalledWith('p', 'roomy');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the payment nudge: on the 5th chat within the free quota, without taking the focus; closing it focuses the composer', async () => {
    renderDialogs();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    act(() => handleRequest({ lastChat: chat(4, 100), model: model('m', 10) }, vi.fn()));
    act(() => handleRequest({ lastChat: chat(5, 10_001), model: model('m', 10) }, vi.fn()));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => handleRequest({ lastChat: chat(5, 10_000), model: model('m', 10) }, vi.fn()));
    // Its chunk loads on first show.
    const nudge = await screen.findByRole('dialog', { name: 'Enjoying the assistant?' });
    expect(nudge).toHaveAttribute('aria-modal', 'false');
    expect(composer).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on Free' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(composer).toHaveFocus();
  });

  it('Escape inside the payment nudge closes it and focuses the composer', async () => {
    renderDialogs();
    act(() => handleRequest({ lastChat: chat(10, 100), model: model('m', 10) }, vi.fn()));
    const stay = await screen.findByRole('button', { name: 'Stay on Free' });
    stay.focus();
    fireEvent.keyDown(stay, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('the payment nudge waits while an answer streams', async () => {
    renderDialogs();
    useChatStore.setState({ streamingId: 'b'.repeat(24), typing: true });
    act(() => handleRequest({ lastChat: chat(5, 100), model: model('m', 10) }, vi.fn()));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useChatStore.setState({ streamingId: undefined, typing: false }));
    expect(await screen.findByRole('dialog', { name: 'Enjoying the assistant?' })).toBeVisible();
  });
});
