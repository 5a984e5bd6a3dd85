/**
 * A map that forgets its least recently used entries once their total weight passes `capacity`
 * (a Map keeps insertion order: a read moves the entry to the end).
 */
export function createLruCache<V>(capacity: number, weigh: (key: string, value: V) => number) {
  const entries = new Map<string, V>();
  let weight = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      const previous = entries.get(key);
      if (previous !== undefined) weight -= weigh(key, previous);
      entries.delete(key);
      entries.set(key, value);
      weight += weigh(key, value);
      for (const [oldest, old] of entries) {
        if (weight <= capacity || oldest === key) break;
        entries.delete(oldest);
        weight -= weigh(oldest, old);
      }
    },
  };
}
