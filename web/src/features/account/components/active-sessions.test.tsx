import type { CustomerSession, CustomerSessionList } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionsQuery } from '../api/sessions';
import { ActiveSessions } from './active-sessions';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const here: CustomerSession = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  device: 'computer',
  browser: 'Chrome',
  os: 'Windows',
  app: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: ago(0),
  current: true,
};
const phone: CustomerSession = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
  device: 'phone',
  browser: 'Safari',
  os: 'iOS',
  app: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: ago(3 * HOUR),
  current: false,
};
const androidApp: CustomerSession = { ...phone, _id: 'aaaaaaaaaaaaaaaaaaaaaaa3', browser: null, os: 'Android', app: true };

function renderWith(list: CustomerSessionList) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sessionsQuery.queryKey, list);
  render(
    <QueryClientProvider client={client}>
      <ActiveSessions />
    </QueryClientProvider>,
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The sessions endpoints over a list: the section reads the list again when it mounts. */
function fakeServer(list: CustomerSession[]) {
  let live = [...list];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const ended = live.length;
    if (init?.method === 'DELETE') live = live.filter((session) => !url.endsWith(session._id));
    else if (init?.method === 'POST') live = live.filter((session) => session.current);
    else return json({ sessions: live });
    return json({ ended: ended - live.length });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const section = () => screen.getByRole('region', { name: 'Where you’re signed in' });

describe('"Where you’re signed in" on the profile (issue 37)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each session with its device and times, this one marked and without a sign-out of its own', () => {
    fakeServer([here, phone, androidApp]);
    renderWith({ sessions: [here, phone, androidApp] });
    const [first, second, third] = within(section()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Windows');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Active now');
    expect(first).toHaveTextContent('Signed in Nov 20, 2026');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Safari on iOS');
    expect(second).toHaveTextContent('Last used 3 hours ago');
    expect(second).not.toHaveTextContent('This device');
    expect(within(second!).getByRole('img', { name: 'Phone' })).toBeInTheDocument();
    expect(third).toHaveTextContent('Chat Assistant app on Android');
  });

  it('signs out one session: calls its endpoint and drops its row', async () => {
    const fetch = fakeServer([here, phone]);
    renderWith({ sessions: [here, phone] });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(fetch).toHaveBeenCalledWith(`/api/customers/sessions/${phone._id}`, expect.objectContaining({ method: 'DELETE' }));
    await vi.waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    // Only this device is left: nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });

  it('signs out every other session after asking, and keeps this one', async () => {
    const fetch = fakeServer([here, phone, androidApp]);
    renderWith({ sessions: [here, phone, androidApp] });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out other sessions?' });
    expect(fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'POST' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));
    expect(fetch).toHaveBeenCalledWith('/api/customers/sessions/sign-out-others', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section()).getByRole('listitem')).toHaveTextContent('This device');
  });

  it('offers "Sign out other sessions" only when there are other sessions', () => {
    fakeServer([here]);
    renderWith({ sessions: [here] });
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out other sessions' })).not.toBeInTheDocument();
  });
});
