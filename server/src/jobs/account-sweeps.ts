import { DATA_CLEARANCE_DAYS, DELETION_GRACE_DAYS } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { Periodic } from '../lib/periodic.ts';
import { disconnectCustomer } from '../realtime/auth.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_LOCK = 7_243_101;
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface SweepResult {
  deleted: number;
  cleared: number;
  /** Files removed because their chat is gone or they were never sent within a day. */
  files: number;
}

/**
 * Deletes accounts past the 30-day grace period with all their data, and erases the
 * conversations, chats and files of clearances older than 7 days (§4, ASVS 14.2.7). Runs under
 * an advisory lock, so several instances may call it at once and only one does the work.
 */
export async function sweepAccounts(app: FastifyInstance, now = new Date()): Promise<SweepResult | undefined> {
  const result: SweepResult = { deleted: 0, cleared: 0, files: 0 };
  const ran = await app.database.withLock(SWEEP_LOCK, async () => {
    const repository = app.auth.customers;
    for (const customer of await repository.deletionsDue(new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS))) {
      await app.customerData.eraseAll(customer.id);
      await repository.delete(customer.id);
      disconnectCustomer(app.io, customer.id);
      result.deleted += 1;
    }
    for (const customer of await repository.clearancesDue(new Date(now.getTime() - DATA_CLEARANCE_DAYS * DAY_MS))) {
      await app.customerData.eraseAll(customer.id);
      await repository.update(customer.id, { clearanceRequestedAt: null });
      result.cleared += 1;
    }
    result.files = await app.files.purgeDetached(undefined, now);
  });
  if (!ran) return undefined;
  if (result.deleted || result.cleared || result.files) app.log.info({ audit: 'account-sweep', ...result }, 'account sweep done');
  return result;
}

/** Runs the sweep shortly after start-up and then periodically; stops with the app, after a sweep under way. */
export function scheduleAccountSweeps(app: FastifyInstance): void {
  const sweep = new Periodic(
    () => sweepAccounts(app),
    SWEEP_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'account sweep failed'),
  );
  const first = setTimeout(() => void sweep.runOnce(), 10_000);
  first.unref();
  sweep.start();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    await sweep.stop();
  });
}
