import { model, type CatalogModel } from './catalog.ts';

/**
 * GET `url`'s JSON body within `timeoutMs`; undefined unless it answers 200. Through node:http, not
 * the global fetch: every start probes Ollama (none configured: on localhost), and the first fetch
 * loads Node's fetch implementation (undici and its WebAssembly HTTP parser), ~14 MB resident for
 * the server's life, to learn that nothing listens there. Taken with getBuiltinModule, not
 * `import`: an ES import of node:http reads each of its exports, undici's lazy WebSocket among them.
 */
function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  const { get } = process.getBuiltinModule(url.protocol === 'https:' ? 'node:https' : 'node:http');
  return new Promise((resolve, reject) => {
    get(url, { signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(undefined);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Lists the models of an Ollama server when one answers quickly; none otherwise. */
export async function probeOllama(baseUrl: string, timeoutMs = 400): Promise<CatalogModel[]> {
  try {
    const body = (await getJson(new URL('/api/tags', baseUrl), timeoutMs)) as { models?: { name?: string }[] } | undefined;
    return (body?.models ?? [])
      .map((entry) => entry.name)
      .filter((name): name is string => typeof name === 'string' && name.length > 0)
      .map((name, index) => model(name, name, 1000, index === 0, 8_000));
  } catch {
    return [];
  }
}
