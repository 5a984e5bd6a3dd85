import type { FastifyInstance } from 'fastify';
import { StaleAnswers } from '../modules/chats/stale-answers.ts';

/** A chat stays pending at least this long before it may be judged orphaned. */
export const ORPHAN_AFTER_MS = 60_000;
export const CHECK_EVERY_MS = 30_000;
const BATCH = 200;

/**
 * An answer whose instance died (SIGKILL, crash, restart) would stay "typing" forever. Pending
 * chats older than a minute that no instance is generating (not here, and no live key in Redis)
 * are marked failed with the text generated so far, and the customer is told as for any failed
 * answer (§4 `chats:request` error), so they can regenerate. Safe on every instance at once: the
 * update only takes chats still pending.
 */
export async function failInterruptedAnswers(app: FastifyInstance, now = Date.now()): Promise<number> {
  const stale = new StaleAnswers(app.database.db);
  const candidates = (await stale.pendingSince(new Date(now - ORPHAN_AFTER_MS), BATCH)).filter(
    (chat) => !app.activeTurns.has(chat.id),
  );
  const running = await app.activeTurns.mirror.running(candidates.map((chat) => chat.id));
  if (!running) return 0; // Redis is away: cannot tell a live answer elsewhere from a dead one.
  let failed = 0;
  for (const candidate of candidates) {
    if (running.has(candidate.id)) continue;
    const row = await stale.fail(candidate.id, (await app.activeTurns.mirror.text(candidate.id)) ?? '');
    if (!row) continue;
    failed += 1;
    await app.chatPipeline.announceFailed(row);
  }
  if (failed) app.log.warn({ failed }, 'answers interrupted by a stopped instance marked failed');
  return failed;
}

export function scheduleInterruptedAnswers(app: FastifyInstance): void {
  const every = setInterval(() => {
    failInterruptedAnswers(app).catch((error: unknown) => app.log.error({ err: error }, 'interrupted-answers check failed'));
  }, CHECK_EVERY_MS);
  every.unref();
  app.addHook('onClose', async () => clearInterval(every));
}
