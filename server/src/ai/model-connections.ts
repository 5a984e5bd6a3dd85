import { Agent } from 'undici';

/**
 * How long an idle connection to a model provider stays open for the next call. The global fetch
 * (undici's default) drops it after 4 s unless the server sends a `Keep-Alive: timeout` hint, which
 * many do not (the fake model does not): a call more than 4 s after the last one paid a new TCP (and
 * TLS) handshake. A server that hints a shorter timeout is still honoured: undici closes first.
 */
const IDLE_CONNECTION_MS = 30_000;

/** The keep-alive connection pools to the hosted providers (OpenAI, Anthropic, Google): one pool per origin. */
export const modelConnections = new Agent({ keepAliveTimeout: IDLE_CONNECTION_MS });

/**
 * Pools to self-hosted servers (catalog OpenAI-compatible ones, Ollama) keep undici's 4 s: a
 * server that drops idle connections after 5 s without saying so (uvicorn, so vLLM and LiteLLM)
 * would otherwise fail the call that reuses one in the moment it closes.
 */
export const selfHostedConnections = new Agent();

/** `fetch` over the model pools, for the AI SDK providers (their `fetch` option). */
export const pooledFetch: typeof fetch = (input, init) => fetch(input, { ...init, dispatcher: modelConnections });
