import type { Conversation } from '@chat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
import { queryClient } from '@/lib/query-client';
import { forgetConversations, upsertConversation } from '../api/conversation-cache';
import { conversationListQuery } from '../api/get-conversations';
import { ArchivedEntry } from './archived-entry';

const api = vi.hoisted(() => ({ getConversations: vi.fn(), updateConversation: vi.fn() }));
vi.mock('../api/get-conversations', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getConversations: api.getConversations,
}));
vi.mock('../api/update-conversation', () => ({ updateConversation: api.updateConversation }));

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
const archived = (id: string, name: string, day: number): Conversation => ({
  _id: id.padStart(24, '0'),
  name,
  createdAt: at(day),
  updatedAt: at(day),
  lastActivityAt: at(day),
  pinnedAt: null,
  archivedAt: at(day),
  instructions: null,
});
const page = (conversations: Conversation[]) => ({ conversations, count: conversations.length, skip: 0, limit: 24 });
const taxes = archived('1', 'Taxes 2025', 20);
const rome = archived('2', 'Trip to Rome', 10);

function renderEntry() {
  const onNavigate = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <TestRouter>
        <ArchivedEntry
          selectedId={undefined}
          hrefFor={(id) => `/?conversation=${id}`}
          onNavigate={onNavigate}
          onDeletedSelected={vi.fn()}
        />
      </TestRouter>
    </QueryClientProvider>,
  );
  return { onNavigate, user: userEvent.setup() };
}

beforeEach(() => {
  forgetConversations();
  vi.clearAllMocks();
  api.getConversations.mockImplementation((_skip: number, _search?: string, isArchived?: boolean) =>
    Promise.resolve(page(isArchived ? [taxes, rome] : [])),
  );
});

describe('the Archived view (issue 21)', () => {
  it('lists the archived conversations, each opening the conversation, and closes as one is opened', async () => {
    const { onNavigate, user } = renderEntry();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const view = await screen.findByRole('dialog', { name: 'Archived' });
    const links = await within(view).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Taxes 2025'),
      expect.stringContaining('Trip to Rome'),
    ]);
    expect(links[1]).toHaveAttribute('href', `/?conversation=${rome._id}`);
    expect(api.getConversations).toHaveBeenCalledWith(0, undefined, true);
    await user.click(links[1]!);
    expect(onNavigate).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('restores one to the sidebar list, out of the view at once', async () => {
    api.updateConversation.mockResolvedValueOnce({ conversation: { ...taxes, archivedAt: null, updatedAt: at(21) } });
    const { user } = renderEntry();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const view = await screen.findByRole('dialog', { name: 'Archived' });
    await user.click(await within(view).findByRole('button', { name: 'Restore Taxes 2025' }));
    expect(api.updateConversation).toHaveBeenCalledWith(taxes._id, { archived: false });
    await waitFor(() => expect(within(view).getAllByRole('link')).toHaveLength(1));
    const list = queryClient.getQueryData(conversationListQuery.queryKey);
    expect(list?.conversations.map((conversation) => conversation.name)).toEqual(['Taxes 2025']);
  });

  it('shows a conversation archived in another tab while it is open', async () => {
    const { user } = renderEntry();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const view = await screen.findByRole('dialog', { name: 'Archived' });
    await within(view).findByText('Taxes 2025');
    const notes = archived('3', 'Notes', 22);
    api.getConversations.mockResolvedValue(page([notes, taxes, rome]));
    upsertConversation(notes);
    expect(await within(view).findByText('Notes')).toBeInTheDocument();
  });

  it('says so when nothing is archived', async () => {
    api.getConversations.mockResolvedValue(page([]));
    const { user } = renderEntry();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No archived conversations.')).toBeInTheDocument();
  });
});
