import { model, type CatalogModel } from './catalog.ts';

/** Lists the models of an Ollama server when one answers quickly; none otherwise. */
export async function probeOllama(baseUrl: string, timeoutMs = 400): Promise<CatalogModel[]> {
  try {
    const response = await fetch(new URL('/api/tags', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return [];
    const body = (await response.json()) as { models?: { name?: string }[] };
    return (body.models ?? [])
      .map((entry) => entry.name)
      .filter((name): name is string => typeof name === 'string' && name.length > 0)
      .map((name, index) => model(name, name, 1000, index === 0, 8_000));
  } catch {
    return [];
  }
}
