/**
 * What other modules keep about a customer, so the data export and the erasures of §4 reach it
 * all: each module registers how to export and erase its part (conversations, chats, files…).
 */
export interface CustomerDataSource {
  name: string;
  /** Its part of the export's account.json; none for the conversations, which travel as the export's ZIP (issue 20). */
  export?(customerId: string): Promise<unknown>;
  erase(customerId: string): Promise<void>;
}

export class CustomerDataRegistry {
  private readonly sources: CustomerDataSource[] = [];

  register(source: CustomerDataSource): void {
    this.sources.push(source);
  }

  async exportAll(customerId: string): Promise<Record<string, unknown>> {
    const entries = await Promise.all(
      this.sources.flatMap((source) =>
        source.export ? [source.export(customerId).then((data) => [source.name, data] as const)] : [],
      ),
    );
    return Object.fromEntries(entries);
  }

  async eraseAll(customerId: string): Promise<void> {
    for (const source of this.sources) await source.erase(customerId);
  }
}
