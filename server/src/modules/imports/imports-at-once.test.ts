import { describe, expect, it } from 'vitest';
import { ourExportFile } from '../../test/imports.ts';
import type { PlannedPart } from './plan-import.ts';
import type { ImportRepository, WrittenPart } from './repository.ts';
import { ImportService } from './service.ts';

const limits = { maxBytes: 1024 * 1024, maxConversations: 100, maxMessages: 100 };

/** A repository whose writes wait until the test lets each customer's through, recording the order. */
function heldRepository() {
  const order: string[] = [];
  const gates = new Map<string, () => void>();
  const started = new Map<string, () => void>();
  const startedOf = (customerId: string) => new Promise<void>((resolve) => started.set(customerId, resolve));
  const repository = {
    async insertPlanned(parts: AsyncIterable<PlannedPart>, customerId: string, onPart: (written: WrittenPart) => void) {
      order.push(`start ${customerId}`);
      started.get(customerId)?.();
      await new Promise<void>((resolve) => gates.set(customerId, resolve));
      for await (const part of parts)
        onPart({ conversations: part.conversations, alreadyImported: [], messages: 0, generalPlanned: 0, generalWritten: 0 });
      order.push(`end ${customerId}`);
    },
  } as unknown as ImportRepository;
  const release = (customerId: string) => gates.get(customerId)!();
  return { repository, order, release, startedOf };
}

describe('imports an instance runs at once (issue 37)', () => {
  it('lets a third wait its turn, and starts it when one of the two running ends', async () => {
    const { repository, order, release, startedOf } = heldRepository();
    const service = new ImportService(repository, limits, 2);
    const file = ourExportFile(1, 1);
    const [aStarted, bStarted, cStarted] = [startedOf('a'), startedOf('b'), startedOf('c')];
    const imports = ['a', 'b', 'c'].map((customerId) => service.import(customerId, file));
    await Promise.all([aStarted, bStarted]);
    expect(order.filter((step) => step.startsWith('start')).sort()).toEqual(['start a', 'start b']);

    release('a');
    await cStarted;
    expect(order.indexOf('start c')).toBeGreaterThan(order.indexOf('end a'));
    release('b');
    release('c');
    expect((await Promise.all(imports)).map((answer) => answer.imported)).toEqual([1, 1, 1]);
  });
});
