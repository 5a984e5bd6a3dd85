import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from './load-session';
import { useSessionStore } from './stores/session-store';

const profile = {
  customer: { _id: '65f1a2b3c4d5e6f7a8b9c0d1', name: 'Ada', email: 'ada@example.com' },
  model: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'signed_in=; max-age=0; path=/';
});

describe('start-up session loading (§4)', () => {
  it('a guest (no signed_in cookie) asks for no profile, logs nothing and stays signed out', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const error = vi.spyOn(console, 'error');
    expect(await loadSession()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('with a session loads the profile and signs in', async () => {
    document.cookie = 'signed_in=1; path=/';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await loadSession()).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('/api/customers/profile');
    expect(useSessionStore.getState()).toMatchObject({ authenticated: true, customer: { name: 'Ada' } });
  });

  it('a session the server no longer knows is logged as "Failed to authenticate" and signed out', async () => {
    document.cookie = 'signed_in=1; path=/';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Unauthorized. Please log in.', code: 'unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadSession()).toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to authenticate', expect.anything());
    expect(useSessionStore.getState().authenticated).toBe(false);
  });
});
