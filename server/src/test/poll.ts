/** One answer of a poll: how long it took, and its status (0 when nothing answered). */
export interface PolledAnswer {
  ms: number;
  status: number;
}

/**
 * Calls `read` again `everyMs` after each answer until stopped, timing each: the steady load of a
 * health check or a reader beside heavy work (issue 37), not a wait for a result. `stop` answers
 * every call's time and status once the call in flight has ended.
 */
export function pollUntilStopped(read: () => Promise<Response>, everyMs: number): { stop(): Promise<PolledAnswer[]> } {
  const answers: PolledAnswer[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await read().then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      answers.push({ ms: performance.now() - started, status });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return answers;
    },
  };
}
