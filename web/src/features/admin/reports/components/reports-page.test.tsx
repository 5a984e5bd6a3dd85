import type { AdminReport } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
import { loadConsoleMessages } from '@/lib/i18n';
import { ReportsPage } from './reports-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const open: AdminReport = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
  reporter: { _id: 'cccccccccccccccccccccccc', email: 'ada@example.com' },
  chat: 'eeeeeeeeeeeeeeeeeeeeeeee',
  conversation: null,
  conversationName: null,
  question: 'What is the moon made of?',
  answer: '<img src=x onerror=alert(1)> Cheese.',
  model: 'gpt-4o-mini',
  description: 'This answer is false.',
  status: 'open',
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
};
const gone: AdminReport = {
  ...open,
  _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  conversation: 'dddddddddddddddddddddddd',
  question: null,
  model: null,
  status: 'dismissed',
  note: 'Nothing wrong with it.',
  reviewedAt: '2026-11-21T10:00:00.000Z',
};

const user = userEvent.setup({ delay: null });
const list = (reports: AdminReport[]) => json(200, { reports, skip: 0, limit: 24, count: reports.length });

function renderPage(answer: (url: URL, init: RequestInit | undefined) => Response) {
  const fetch = vi.fn((input: string, init?: RequestInit) => Promise.resolve(answer(new URL(input, 'http://localhost'), init)));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestRouter>
        <ReportsPage />
      </TestRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the console’s reports (issue 22)', () => {
  beforeAll(() => loadConsoleMessages());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each report with the exchange as plain text, its reporter, and the review or the buttons', async () => {
    renderPage(() => list([open, gone]));
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('What is the moon made of?');
    // The answer is text: the markup shows as typed and makes no element.
    expect(first).toHaveTextContent('<img src=x onerror=alert(1)> Cheese.');
    expect(first!.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('This answer is false.');
    expect(first).toHaveTextContent('General chat · gpt-4o-mini');
    expect(within(first!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/cccccccccccccccccccccccc',
    );
    expect(within(first!).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(second).toHaveTextContent('This chat no longer exists.');
    expect(second).toHaveTextContent('Dismissed');
    expect(second).toHaveTextContent('Nothing wrong with it.');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the conversation of the exchange, never by its id (issue 38)', async () => {
    const inRome = { ...open, conversation: 'dddddddddddddddddddddddd', conversationName: 'Trip to Rome' };
    renderPage(() => list([inRome, gone]));
    const [named, deleted] = await screen.findAllByRole('listitem');
    expect(named).toHaveTextContent('Conversation “Trip to Rome” · gpt-4o-mini');
    expect(deleted).toHaveTextContent('A conversation deleted since');
    for (const item of [named, deleted]) expect(item).not.toHaveTextContent('dddddddddddddddddddddddd');
  });

  it('asks for the open queue first, then the chosen status', async () => {
    const fetch = renderPage(() => list([]));
    await screen.findByText('No open reports: the queue is empty.');
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://localhost').searchParams.get('status')).toBe('open');
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() =>
      expect(new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('status')).toBe('all'),
    );
  });

  it('resolves with a note', async () => {
    const fetch = renderPage((url) =>
      url.pathname.endsWith('/review') ? json(200, { report: { ...open, status: 'resolved' } }) : list([open]),
    );
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Corrected.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/review'))!;
    expect(String(call[0])).toBe('/api/admin/reports/bbbbbbbbbbbbbbbbbbbbbbb1/review');
    expect(JSON.parse(call[1]!.body as string)).toEqual({ outcome: 'resolved', note: 'Corrected.' });
  });

  it('closes the dialog and reloads the queue when another operator reviewed it first', async () => {
    let lists = 0;
    renderPage((url) => {
      if (url.pathname.endsWith('/review')) return json(409, { code: 'conflict', message: 'This report was already reviewed.' });
      return list(++lists === 1 ? [open] : []);
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Fine.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No open reports: the queue is empty.')).toBeInTheDocument();
  });
});
