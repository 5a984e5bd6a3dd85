import { routes } from '@chat/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, errorMessage, setUnauthorizedListener, type ApiError } from './api-client';

function respond(status: number, body?: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedListener(undefined);
});

describe('API client (§7)', () => {
  it('sends credentials, the time zone header and JSON to same-origin /api', async () => {
    const fetch = respond(200, { ok: true });
    await api.call(routes.createConversation, { body: { name: 'Trip' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/conversations');
    expect(init?.credentials).toBe('include');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"Trip"}');
  });

  it('does not set a JSON content type for form data', async () => {
    const fetch = respond(200, {});
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.txt');
    await api.call(routes.uploadFile, { form });
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('fills the path parameters of the route, encoded', async () => {
    const fetch = respond(200, {});
    await api.call(routes.renameConversation, { params: { id: 'a/b' }, body: { name: 'Trip' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/conversations/a%2Fb');
    expect(fetch.mock.calls[0]![1]?.method).toBe('PATCH');
  });

  it('puts query parameters in the URL and skips undefined ones', async () => {
    const fetch = respond(200, {});
    await api.call(routes.listConversations, { query: { skip: 24, limit: 24, search: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/conversations?skip=24&limit=24');
  });
});

describe('error mapping (§8)', () => {
  it('401 → "Unauthorized. Please log in." and tells the app', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedListener(onUnauthorized);
    respond(401, { message: 'whatever', code: 'unauthorized' });
    expect((await failure(api.call(routes.getProfile))).message).toBe('Unauthorized. Please log in.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each([400, 403, 404])('%i → the server message, or the generic one', async (status) => {
    respond(status, { message: 'Conversation not found', code: 'not_found' });
    expect((await failure(api.call(routes.getConversation, { params: { id: 'x' } }))).message).toBe('Conversation not found');
    respond(status);
    expect((await failure(api.call(routes.getConversation, { params: { id: 'x' } }))).message).toBe(
      'An error occurred while processing your request. Please try again.',
    );
  });

  it('500 → "Server Error. Please try again later."', async () => {
    respond(500, { message: 'secret stack', code: 'internal_error' });
    expect((await failure(api.call(routes.getConversation, { params: { id: 'x' } }))).message).toBe(
      'Server Error. Please try again later.',
    );
  });

  it('other status → "Error {status}: {message}"', async () => {
    respond(429, { message: 'Too many requests', code: 'rate_limited' });
    const error = await failure(api.call(routes.getConversation, { params: { id: 'x' } }));
    expect(error.message).toBe('Error 429: Too many requests');
    expect(error.code).toBe('rate_limited');
  });

  it('no response → "No response from the server."', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(api.call(routes.getConversation, { params: { id: 'x' } }))).message).toBe(
      'No response from the server.',
    );
  });

  it('anything else → "An unknown error occurred."', () => {
    expect(errorMessage(new Error('boom'))).toBe('An unknown error occurred.');
  });
});
