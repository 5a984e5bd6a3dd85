import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { addressGroup } from '../../lib/client-address.ts';

/**
 * Who enters a code: anyone at an address (sign-in, password reset), or the signed-in customer a
 * code was asked for (proof of ownership, a new identifier, a WhatsApp link).
 */
export type CodeEntrant = { ip: string } | { customerId: string };

/** Tries of one code from one network (issue 19: at most 5 wrong codes). */
export const MAX_TRIES_PER_NETWORK = 5;
/**
 * Tries of one code from every network together, after which it is void. Ten networks' worth:
 * a stranger at one address can no longer void the owner's code (issue 37, ASVS 6.3.1), while a
 * guesser spread over many still has at most 50 of a million codes before the code is gone.
 */
export const MAX_TRIES_PER_CODE = 10 * MAX_TRIES_PER_NETWORK;

/** The key tries are counted under: a signed-in customer's code is theirs alone to enter. */
export const networkOf = (entrant: CodeEntrant) => ('customerId' in entrant ? 'account' : addressGroup(entrant.ip));

/**
 * Tries a code takes, right or wrong, before it is void: a signed-in customer's code is theirs
 * alone to enter (one network's worth); anyone's, every network's together.
 */
export const triesAllowed = (customerId: string | null) => (customerId ? MAX_TRIES_PER_NETWORK : MAX_TRIES_PER_CODE);

/**
 * Counts a try of a live code before it is checked, in one statement, so a burst of parallel
 * tries cannot all read the same count and all be checked. Answers the code's tries so far, or
 * undefined when this network (or everyone together) has none left: the code is then refused
 * without being checked.
 */
export async function claimTry(db: Db, codeId: string, network: string): Promise<number | undefined> {
  const triesHere = sql<number>`coalesce((${oneTimeCodes.triesByNetwork} ->> ${network})::int, 0)`;
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      triesByNetwork: sql`jsonb_set(${oneTimeCodes.triesByNetwork}, array[${network}]::text[], to_jsonb(${triesHere} + 1))`,
    })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        isNull(oneTimeCodes.consumedAt),
        lt(triesHere, MAX_TRIES_PER_NETWORK),
        lt(oneTimeCodes.attempts, MAX_TRIES_PER_CODE),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return claimed?.attempts;
}

/** A code made void by wrong tries, not one that was used: asking again is not held on to it. */
export function guessedOut(row: { consumedAt: Date | null; attempts: number; customerId: string | null }): boolean {
  return row.consumedAt !== null && row.attempts >= triesAllowed(row.customerId);
}
