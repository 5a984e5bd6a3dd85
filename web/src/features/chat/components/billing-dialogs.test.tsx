import type { Chat, Model } from '@chat/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleRequest } from '../hooks/use-chat-events';
import { loadedChats, setLoadedChats } from '../lib/chat-cache';
import { useChatStore } from '../stores/chat-store';
import { BillingDialogs } from './billing-dialogs';

afterEach(() => useChatStore.setState({ subscriptionDialog: false, paymentDialog: false }));

const model: Model = {
  _id: 'm',
  name: 'M',
  provider: 'p',
  maxFreeChat: 10,
  isDefault: true,
  capabilities: { input: ['text'], output: ['text'], web: true },
};

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

describe('in-chat billing dialogs (§4)', () => {
  it('no-subscription opens the labelled subscription dialog; View Plans closes it and leads to the plans', async () => {
    const onViewPlans = vi.fn();
    render(<BillingDialogs onViewPlans={onViewPlans} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    setLoadedChats([{ ...chat(1, 0), status: 'pending' }]);
    useChatStore.setState({ streamingId: 'a'.repeat(24), typing: true });
    act(() => handleRequest({ code: 'no-subscription', lastChat: null, model: null }, vi.fn()));
    expect(loadedChats().chats).toEqual([]);
    expect(useChatStore.getState()).toMatchObject({ typing: false, streamingId: undefined });
    // The dialog's Radix chunk loads on first open.
    const dialog = await screen.findByRole('dialog', { name: "You've reached today's free limit" });
    expect(dialog).toHaveTextContent('Free messages for today are used up.');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(onViewPlans).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the payment dialog opens on the 5th chat within the free quota and Escape closes it', async () => {
    render(<BillingDialogs onViewPlans={vi.fn()} />);
    act(() => handleRequest({ lastChat: chat(4, 100), model }, vi.fn()));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => handleRequest({ lastChat: chat(5, 10_001), model }, vi.fn()));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => handleRequest({ lastChat: chat(5, 10_000), model }, vi.fn()));
    // The dialog's Radix chunk loads on first open.
    const dialog = await screen.findByRole('dialog', { name: 'Enjoying the assistant?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useChatStore.getState().paymentDialog).toBe(false);
  });
});
