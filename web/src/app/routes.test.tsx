import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth';
import { memoryRouter } from '@/test/router';
import { Providers } from './providers';
import { AppRoutes } from './app-routes';

function renderAt(url: string) {
  const router = memoryRouter(url);
  render(<Providers>{router.wrap(<AppRoutes />)}</Providers>);
  return router;
}

const customer = {
  _id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  email: 'ada@example.com',
  phone: null,
  locale: 'en',
  external: null,
  hasPassword: false,
  deletionRequestedAt: null,
  clearanceRequestedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  instructions: { about: '', style: '', enabled: true },
};

describe('route table (§2)', () => {
  it('shows the chat layout to a guest with Guest in the footer and sets conversation=new', async () => {
    useSessionStore.getState().signOutLocally();
    const router = renderAt('/');
    expect(await screen.findByTestId('sidebar-account')).toHaveTextContent('Guest');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.location.search).toBe('?conversation=new');
    expect(screen.getByTestId('chat-title')).toHaveTextContent('New Conversation');
  });

  it('titles the general chat General', async () => {
    renderAt('/?conversation=general');
    expect(await screen.findByTestId('chat-title')).toHaveTextContent('General');
  });

  it.each([
    ['/nowhere', '/'],
    ['/account', '/auth/login'],
    ['/account/payments', '/auth/login'],
    ['/subscribe', '/auth/login'],
    ['/chats', '/'],
    ['/auth', '/auth/login'],
  ])('as a guest %s lands on %s', async (from, to) => {
    useSessionStore.getState().signOutLocally();
    const router = renderAt(from);
    await screen.findAllByRole('link');
    expect(router.location.pathname).toBe(to);
  });

  it('keeps the WhatsApp link page open to guests (auth false) with its title', async () => {
    useSessionStore.getState().signOutLocally();
    const router = renderAt('/account/profile/link/whatsapp/abc');
    expect(await screen.findByRole('heading', { name: 'Link WhatsApp' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/profile/link/whatsapp/abc');
  });

  it('sends a signed-in user away from auth pages to chat, and /account to the profile', async () => {
    useSessionStore.getState().signIn(customer, null);
    const router = renderAt('/auth/login');
    expect(await screen.findByTestId('sidebar-account')).toHaveTextContent('Ada Lovelace');
    expect(router.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    router.navigate('/account');
    await vi.waitFor(() => expect(router.location.pathname).toBe('/account/profile'));
    useSessionStore.getState().signOutLocally();
  });

  it('titles the page after the deepest route that declares a title', async () => {
    useSessionStore.getState().signOutLocally();
    const router = renderAt('/plans');
    await vi.waitFor(() => expect(document.title).toBe('Plans · Chat Assistant'));
    router.navigate('/legal/terms');
    await vi.waitFor(() => expect(document.title).toBe('Terms of service · Chat Assistant'));
    router.navigate('/?conversation=new');
    await vi.waitFor(() => expect(document.title).toBe('Chat Assistant'));
  });
});

describe('sign-in returns (§2 guards, the state kept in the browser history)', () => {
  afterEach(() => {
    useSessionStore.getState().signOutLocally();
    history.replaceState(null, '', '/');
  });

  it('sends a guest to sign in with where they were going, and takes them there once signed in', async () => {
    useSessionStore.getState().signOutLocally();
    history.replaceState(null, '', '/subscribe?plan=plus');
    render(
      <Providers>
        <AppRoutes />
      </Providers>,
    );
    await vi.waitFor(() => expect(location.pathname).toBe('/auth/login'));
    expect(history.state).toEqual({ from: '/subscribe?plan=plus' });
    act(() => useSessionStore.getState().signIn(customer, null));
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/subscribe?plan=plus'));
  });
});
