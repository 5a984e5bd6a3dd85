import {
  API_PREFIX,
  fillPath,
  TIMEZONE_HEADER,
  type Contract,
  type RequestOf,
  type ResponseOf,
  type Route,
} from '@chat/protocol';
import { i18n } from './i18n';
import { localizeServerMessage } from './server-messages';

/**
 * The API client of §7: same-origin `/api`, credentials, the browser's time zone header, the
 * interface language, JSON unless the body is form data, and failures mapped to the messages of §8.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, status: number | undefined, code: string | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Query = Record<string, string | number | boolean | undefined>;
type UnauthorizedListener = () => void;

let onUnauthorized: UnauthorizedListener | undefined;

/** The app registers what a 401 does (sign out locally, §6). */
export function setUnauthorizedListener(listener: UnauthorizedListener | undefined): void {
  onUnauthorized = listener;
}

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };
let knownTimeZone: string | undefined;

/**
 * The device's IANA time zone, asked once (every request sends it). Temporal tells it at no cost
 * where the browser has it; the first `Intl.DateTimeFormat()` loads the locale's calendar data
 * instead, 15–30 ms on a desktop and four times that on a phone: the longest task of a guest's
 * first load (issue 39).
 */
export function timeZone(): string {
  try {
    knownTimeZone ??=
      (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return knownTimeZone;
  } catch {
    return 'UTC';
  }
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** What the answer should be: JSON unless a file or audio is asked for. */
  accept?: string;
}

/**
 * One request to the API with the rules of §7 (same origin, credentials, time zone), answering the
 * response once it is OK, whatever its body: JSON here, a file for an export, audio for speech.
 * No answer and refusals throw an ApiError (§8); a 401 first signs out locally.
 */
export async function fetchApi(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    [TIMEZONE_HEADER]: timeZone(),
    accept: options.accept ?? 'application/json',
    // The interface's language, not the browser's: what the server falls back on where no stored
    // one says otherwise, e.g. for the account a sign-up creates (issue 38).
    'accept-language': i18n.language,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(API_PREFIX + path + queryString(options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('errors.noResponse'), undefined, undefined);
  }
  if (!response.ok) throw refusal(response.status, await readJson(response));
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await fetchApi(method, path, options))) as T;
}

/** A refused answer, read wherever it arrived (fetch or an upload's XMLHttpRequest): a 401 signs out locally (§6), then §8's message. */
export function refusal(status: number, payload: unknown): ApiError {
  if (status === 401) onUnauthorized?.();
  return toApiError(status, payload);
}

/** The contract entry of a route (types only: the schemas never reach the browser). */
type EndpointOf<R extends Route> = {
  [N in keyof Contract]: Contract[N]['route'] extends R ? Contract[N] : never;
}[keyof Contract];
type CallInput<R extends Route> = RequestOf<EndpointOf<R>> & { signal?: AbortSignal; form?: FormData };
/** The input may be left out when the route takes neither params, query nor body. */
type CallArgs<R extends Route> = object extends RequestOf<EndpointOf<R>> ? [input?: CallInput<R>] : [input: CallInput<R>];

export const api = {
  /**
   * Calls one route of the contract (`routes` of `@chat/protocol`): the path is filled from
   * `params`, and the answer has the type of the route's response schema.
   * `form` sends multipart form data instead of a JSON body (uploads).
   */
  call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<ResponseOf<EndpointOf<R>>> {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: Query; body?: unknown };
    return request(route.method, fillPath(route.path, params), {
      query,
      body: input?.form ?? body,
      signal: input?.signal,
    });
  },
};

/** §8's table: status → message the user sees. */
export function toApiError(status: number, payload: unknown): ApiError {
  const serverMessage = localized(messageOf(payload));
  const code = codeOf(payload);
  if (status === 401) return new ApiError(i18n.t('errors.unauthorized'), status, code);
  if (status === 400 || status === 403 || status === 404) {
    return new ApiError(serverMessage ?? i18n.t('errors.generic'), status, code);
  }
  if (status === 500) return new ApiError(i18n.t('errors.server'), status, code);
  if (status > 0) {
    return new ApiError(i18n.t('errors.status', { status, message: serverMessage ?? '' }), status, code);
  }
  return new ApiError(i18n.t('errors.unknown'), undefined, code);
}

/** Any thrown value → the message to show (an unexpected one reads "An unknown error occurred."). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.unknown');
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function localized(message: string | undefined): string | undefined {
  return message === undefined ? undefined : localizeServerMessage(message);
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'code' in payload && typeof payload.code === 'string') {
    return payload.code;
  }
  return undefined;
}
