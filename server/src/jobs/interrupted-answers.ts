import type { FastifyInstance } from 'fastify';
import { Periodic } from '../lib/periodic.ts';
import { InstanceLeaseRepository } from '../modules/chats/instance-leases.ts';
import { StaleAnswers } from '../modules/chats/stale-answers.ts';

/**
 * An answer whose instance died (SIGKILL, crash, lost machine) would stay "typing" forever. Each
 * pending chat records the instance generating it, and each instance holds a lease it renews
 * (plugins/instance-lease.ts); a pending chat is settled (status stopped, the text of its last
 * checkpoint kept as the answer, its duration as of that checkpoint) when:
 * - its instance's lease is absent or lapsed: that instance is gone;
 * - it records no instance (stored before leases existed) and is older than a lease;
 * - it is this instance's, older than a lease, and no longer streaming here (its turn failed
 *   before storing an answer).
 * A live lease is never overridden: another instance's answers are left alone while it renews.
 * The customer is told as of any finished answer (the `conversation` event). Safe on every
 * instance at once: the update only takes chats still pending, so each is settled (and told) once.
 */
export function settleInterruptedAnswers(app: FastifyInstance, now = Date.now()): Promise<number> {
  return settle(app, now, new Date(now - app.config.recovery.leaseMs));
}

/** `unclaimedBefore`: chats recorded with no instance are settled when created before it. */
async function settle(app: FastifyInstance, now: number, unclaimedBefore: Date): Promise<number> {
  const stale = new StaleAnswers(app.database.db);
  const self = app.instanceLease.id;
  const aLeaseAgo = new Date(now - app.config.recovery.leaseMs);
  const orphaned = await stale.settleOrphaned(self, new Date(now), unclaimedBefore);
  const abandoned = (await stale.ownPending(self, aLeaseAgo)).filter((id) => !app.activeTurns.has(id));
  const settled = [...orphaned, ...(await stale.settleOwn(self, abandoned))];
  // Their answers are settled: the lapsed leases have nothing left to claim.
  await new InstanceLeaseRepository(app.database.db).releaseExpired(new Date(now));
  for (const row of settled) await app.chatPipeline.announce.stored(row);
  if (settled.length) {
    app.metrics.settled(settled.length);
    app.log.warn({ settled: settled.length }, 'answers of a stopped instance settled with their checkpointed text');
  }
  return settled.length;
}

/**
 * Before the app serves. On PGlite one process owns the data directory, so nothing else can be
 * generating: any other lease in it is an earlier run of this one that did not close cleanly, and
 * every pending chat (with no instance recorded too) is settled at once, not when a lease would lapse.
 */
export async function settleAtStartUp(app: FastifyInstance, now = Date.now()): Promise<number> {
  if (app.database.kind !== 'pglite') return settleInterruptedAnswers(app, now);
  await new InstanceLeaseRepository(app.database.db).releaseOthers(app.instanceLease.id);
  return settle(app, now, new Date(now + 1));
}

/** Settles at start-up, then every heartbeat (the lapse of another instance's lease is noticed within one). */
export function scheduleInterruptedAnswers(app: FastifyInstance): void {
  const sweep = new Periodic(
    () => settleInterruptedAnswers(app),
    app.config.recovery.heartbeatMs,
    (error) => app.log.error({ err: error }, 'interrupted-answers check failed'),
  );
  app.addHook('onReady', async () => {
    await settleAtStartUp(app);
    sweep.start();
  });
  app.addHook('onClose', () => sweep.stop());
}
