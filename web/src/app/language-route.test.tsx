import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth';
import { changeLocale } from '@/lib/i18n';
import { getItem, storageKeys } from '@/lib/storage';
import { TestRouter } from '@/test/router';
import { Providers } from './providers';
import { AppRoutes } from './app-routes';

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

function renderLanguagePage(signedIn = customer) {
  useSessionStore.getState().signIn(signedIn, null);
  render(
    <Providers>
      <TestRouter path="/account/language">
        <AppRoutes />
      </TestRouter>
    </Providers>,
  );
}

function respond(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(async () => {
  vi.restoreAllMocks();
  useSessionStore.getState().signOutLocally();
  await changeLocale('en', { remember: false });
});

describe('language page (/account/language)', () => {
  it('lists the five languages by their own names', async () => {
    renderLanguagePage();
    // The page and the app's lazy overlays load first: allow for a slow machine.
    const options = await screen.findAllByRole('radio', {}, { timeout: 5000 });
    expect(options.map((option) => option.querySelector('span span')?.textContent)).toEqual([
      'English',
      'Español',
      'Italiano',
      'Română',
      'Français',
    ]);
    expect(screen.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches every text at once, stores the choice locally and saves it on the profile', async () => {
    const fetch = respond(200, { customer: { ...customer, locale: 'es' } });
    renderLanguagePage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Language');

    await userEvent.click(screen.getByRole('radio', { name: /Español/ }));
    // The Spanish texts load lazily: wait for them rather than reading the heading at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al chat' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Español/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /English/ })).toHaveTextContent('inglés');
    expect(document.documentElement.lang).toBe('es');
    expect(getItem(storageKeys.locale)).toBe('es');

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/customers');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ locale: 'es' });
    await waitFor(() => expect(useSessionStore.getState().customer?.locale).toBe('es'));
  });

  it('puts the language the profile holds back and says so when the profile cannot be saved (issue 38)', async () => {
    respond(500, { message: 'boom', code: 'internal_error' });
    renderLanguagePage();
    await userEvent.click(await screen.findByRole('radio', { name: /Français/ }));
    expect(await screen.findByText('Your language could not be saved to your profile.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Language');
    expect(screen.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(getItem(storageKeys.locale)).toBe('en');
  });

  it('sends the language shown when the profile holds another one: a choice is never a no-op (issue 38)', async () => {
    const fetch = respond(200, { customer });
    renderLanguagePage({ ...customer, locale: 'ro' });
    await userEvent.click(await screen.findByRole('radio', { name: /English/ }, { timeout: 5000 }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ locale: 'en' });
    await waitFor(() => expect(useSessionStore.getState().customer?.locale).toBe('en'));
  });
});
