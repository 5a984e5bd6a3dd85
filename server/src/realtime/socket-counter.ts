/**
 * Counting open sockets against the caps of realtime/connection-caps.ts: here in this instance's
 * memory, in redis-socket-counter.ts across instances.
 */

/** One open socket, counted against its customer and against its network. */
export interface SocketSlot {
  socketId: string;
  customerId: string;
  address: string;
}

export interface SocketCaps {
  perCustomer: number;
  perAddress: number;
}

/** Which cap a socket would go over. */
export type CapExceeded = 'customer' | 'address';

/** Counts open sockets; `acquire` takes a slot or says which cap is full. */
export interface SocketCounter {
  acquire(slot: SocketSlot): CapExceeded | undefined | Promise<CapExceeded | undefined>;
  release(slot: SocketSlot): void;
  close(): void;
}

/** The counts of this instance alone (no Redis, or Redis not answering). */
export class LocalSocketCounter implements SocketCounter {
  private readonly holders = new Map<string, Set<string>>();
  private readonly caps: SocketCaps;

  constructor(caps: SocketCaps) {
    this.caps = caps;
  }

  acquire({ socketId, customerId, address }: SocketSlot): CapExceeded | undefined {
    const customer = this.holdersOf(`customer:${customerId}`);
    const network = this.holdersOf(`address:${address}`);
    if (customer.size >= this.caps.perCustomer) return 'customer';
    if (network.size >= this.caps.perAddress) return 'address';
    customer.add(socketId);
    network.add(socketId);
    return undefined;
  }

  release({ socketId, customerId, address }: SocketSlot): void {
    for (const key of [`customer:${customerId}`, `address:${address}`]) {
      const holders = this.holders.get(key);
      holders?.delete(socketId);
      if (holders?.size === 0) this.holders.delete(key);
    }
  }

  close(): void {}

  private holdersOf(key: string): Set<string> {
    let holders = this.holders.get(key);
    if (!holders) this.holders.set(key, (holders = new Set()));
    return holders;
  }
}
