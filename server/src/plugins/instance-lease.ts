import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { RecoveryConfig } from '../config.ts';
import { Periodic } from '../lib/periodic.ts';
import { InstanceLeaseRepository } from '../modules/chats/instance-leases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's claim to be alive: the answers it generates are not settled while it lives. */
    instanceLease: InstanceLease;
  }
}

/** This instance's lease row (instance_leases), renewed by its heartbeat. */
export class InstanceLease {
  /** Unique per process: a restarted instance never passes for the one that died (the host says where it runs). */
  readonly id = `${hostname().slice(0, 64)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly leases: InstanceLeaseRepository;
  private readonly leaseMs: number;
  private readonly now: () => number;

  constructor(leases: InstanceLeaseRepository, config: Pick<RecoveryConfig, 'leaseMs'>, now: () => number = Date.now) {
    this.leases = leases;
    this.leaseMs = config.leaseMs;
    this.now = now;
  }

  renew(): Promise<void> {
    const now = this.now();
    return this.leases.renew(this.id, new Date(now), new Date(now + this.leaseMs));
  }

  release(): Promise<void> {
    return this.leases.release(this.id);
  }
}

/**
 * Takes the lease before the app serves (onReady) and renews it every heartbeat. On close, after
 * the chat plugin's preClose hook has seen every turn end, the lease goes: a clean shutdown
 * leaves nothing for the others to settle. (onClose hooks run last-registered first, so this one
 * runs before the database closes.)
 */
export function registerInstanceLease(app: FastifyInstance): void {
  const lease = new InstanceLease(new InstanceLeaseRepository(app.database.db), app.config.recovery);
  app.decorate('instanceLease', lease);
  const heartbeat = new Periodic(
    () => lease.renew(),
    app.config.recovery.heartbeatMs,
    (error) => app.log.error({ err: error }, 'instance lease renewal failed'),
  );
  app.addHook('onReady', async () => {
    await lease.renew();
    heartbeat.start();
  });
  app.addHook('onClose', async () => {
    await heartbeat.stop();
    await lease.release().catch((error: unknown) => app.log.warn({ err: error }, 'instance lease not released'));
  });
}
