import { API_PREFIX, routes } from '@chat/protocol';
import { multipartBody } from '../test/files.ts';

export interface Answer {
  status: number;
  /** Parsed JSON (a test reads what it asserts on), else the text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/**
 * The API of a server in another process, called as the web app calls it: JSON, the session
 * cookie, and the Origin of the page (a browser's, so the Origin check applies).
 */
export function remote(base: string) {
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') && text ? JSON.parse(text) : text, headers: response.headers };
  };
  const call = async (method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> =>
    answer(
      await fetch(base + API_PREFIX + path, {
        method,
        redirect: 'manual',
        headers: {
          origin: base,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  return {
    base,
    get: (path: string, cookie?: string) => call('GET', path, undefined, cookie),
    post: (path: string, body?: unknown, cookie?: string) => call('POST', path, body, cookie),
    put: (path: string, body?: unknown, cookie?: string) => call('PUT', path, body, cookie),
    /** POST /files as the composer uploads a file. */
    async upload(name: string, bytes: Buffer, type: string, cookie: string): Promise<Answer> {
      const { payload, headers } = multipartBody(name, bytes, type);
      return answer(
        await fetch(base + API_PREFIX + routes.uploadFile.path, {
          method: 'POST',
          headers: { ...headers, origin: base, cookie },
          body: new Uint8Array(payload),
        }),
      );
    },
  };
}

export type Remote = ReturnType<typeof remote>;
