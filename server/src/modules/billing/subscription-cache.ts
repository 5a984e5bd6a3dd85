import type { SubscriptionRow } from './repository.ts';

/** A customer's entry is read again at least this often, in case an invalidation was missed (Redis away). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  rows: SubscriptionRow[];
  /** Epoch ms after which the entry must be read again: the next start or end of a period, or its age limit. */
  until: number;
}

/**
 * Each customer's live subscriptions, kept between sends: the plan step of every message needs
 * them, and they change only when a payment settles or the customer is erased (which invalidate
 * the entry, on every instance) or when a period starts or ends (the entry expires then).
 */
export class SubscriptionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly load: (customerId: string, now: Date) => Promise<SubscriptionRow[]>;
  /** Bumped per customer on invalidation, so a read that started before it is not kept. */
  private readonly generations = new Map<string, number>();

  constructor(load: (customerId: string, now: Date) => Promise<SubscriptionRow[]>) {
    this.load = load;
  }

  async live(customerId: string, now: Date): Promise<SubscriptionRow[]> {
    const at = now.getTime();
    const cached = this.entries.get(customerId);
    if (cached && at < cached.until) return cached.rows;
    const generation = this.generations.get(customerId) ?? 0;
    const rows = await this.load(customerId, now);
    if ((this.generations.get(customerId) ?? 0) === generation) this.remember(customerId, rows, at);
    return rows;
  }

  invalidate(customerId: string): void {
    this.entries.delete(customerId);
    this.generations.set(customerId, (this.generations.get(customerId) ?? 0) + 1);
    if (this.generations.size > MAX_ENTRIES) this.generations.clear();
  }

  private remember(customerId: string, rows: SubscriptionRow[], at: number): void {
    let until = at + MAX_AGE_MS;
    for (const row of rows) {
      const boundary = row.startDate.getTime() > at ? row.startDate.getTime() : row.endDate.getTime();
      until = Math.min(until, boundary);
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(customerId, { rows, until });
  }
}
