/**
 * Where the end-to-end run's servers listen, from E2E_PORT (3217 unless set), so that the config
 * and the tests agree and two runs with different E2E_PORTs never meet:
 * - `demo`: the app exactly as `npm start` gives it (PGlite, outbox, sandbox gateways, the offline
 *   demo model). Every project's default baseURL.
 * - `ai`: the same embedded defaults with one provider configured, the fake OpenAI-compatible
 *   server below: the real AI SDK client, and answers a test can hold and release.
 * - `scaleOut`: two instances on PostgreSQL and Redis (E2E_DATABASE_URL and E2E_REDIS_URL), for
 *   the scale-out smoke; absent without them.
 * `update.spec.ts` starts servers of its own from port + 50, `sign-in-changes.spec.ts` from port + 60,
 * `search.spec.ts` from port + 70, `console.spec.ts` from port + 80.
 */
const port = Number(process.env.E2E_PORT ?? 3217);

export const servers = {
  demo: `http://localhost:${port}`,
  google: `http://127.0.0.1:${port + 1}`,
  ai: `http://localhost:${port + 2}`,
  scaleOut: [`http://localhost:${port + 3}`, `http://localhost:${port + 4}`] as const,
  fakeOpenAi: `http://127.0.0.1:${port + 40}/v1`,
  updatePortBase: port + 50,
  signInChangesPortBase: port + 60,
  searchPortBase: port + 70,
  consolePortBase: port + 80,
};

/** The port of one of the URLs above. */
export const portOf = (url: string) => Number(new URL(url).port);
