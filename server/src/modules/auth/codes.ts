import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, type CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { secondsLeft, spacingSeconds } from './backoff.ts';
import { claimTry, guessedOut, networkOf, triesAllowed, type CodeEntrant } from './code-tries.ts';

/** ASVS 6.5.5: an out-of-band code lives at most 10 minutes. */
export const CODE_TTL_MINUTES = 10;
/**
 * Spacing of codes for one identifier and purpose over the last hour (issue 19): CODE_RESEND_SECONDS
 * after the first, doubling with each further one, at most 5 minutes. Counted per requesting
 * address (a hard wait, 429) and for everyone together (the code already sent stays the one to enter).
 */
export const MAX_CODE_SPACING_SECONDS = 5 * 60;
const WINDOW_MS = 60 * 60_000;
/** Codes one address may ask for, all identifiers together, per hour (times RATE_LIMIT_MULTIPLIER). */
export const MAX_CODES_PER_IP_PER_HOUR = 20;

const INVALID_CODE = 'The code is incorrect or has expired. Ask for a new one.';

export interface IssueOptions {
  /** The requesting address: its own requests are spaced, and it has an hourly cap. */
  ip: string;
  customerId?: string;
  payload?: Record<string, string>;
  /** For an identifier with no account (a reset): a code row that keeps the spacing but matches no code. */
  placeholder?: boolean;
}

export interface IssuedCode {
  /**
   * The code to send, or null when there is nothing to send: a placeholder, or another address
   * asked moments ago and the code then sent to the same identifier is still the one to enter.
   */
  code: string | null;
  /**
   * When this address may ask again: counted from its own requests only, so the answer is the same
   * whoever else asked for the identifier, and says nothing of the account's activity (issue 37).
   */
  resendAfterSeconds: number;
}

export interface VerifiedCode {
  customerId: string | null;
  payload: Record<string, string> | null;
}

/** Six random digits from a CSPRNG, stored hashed, single use, bound to identifier and purpose. */
export class CodeService {
  private readonly db: Db;
  private readonly secret: string;

  private readonly maxPerIp: number;
  private readonly resendSeconds: number;

  constructor(db: Db, secret: string, limits: { ipMultiplier: number; resendSeconds: number }) {
    this.db = db;
    this.secret = secret;
    this.maxPerIp = MAX_CODES_PER_IP_PER_HOUR * limits.ipMultiplier;
    this.resendSeconds = limits.resendSeconds;
  }

  private hash(id: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest();
  }

  /**
   * Makes a new code (newest wins: it voids the earlier ones of the same identifier and purpose),
   * holds the request when another address asked moments ago, or refuses with 429 when this
   * address must wait. Nobody else's requests ever refuse an address (ASVS 6.3.1).
   */
  async issue(identifier: string, purpose: CodePurpose, options: IssueOptions): Promise<IssuedCode> {
    const now = Date.now();
    const recent = await this.db
      .select({
        createdAt: oneTimeCodes.createdAt,
        requesterIp: oneTimeCodes.requesterIp,
        customerId: oneTimeCodes.customerId,
        consumedAt: oneTimeCodes.consumedAt,
        attempts: oneTimeCodes.attempts,
      })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.identifier, identifier),
          eq(oneTimeCodes.purpose, purpose),
          gt(oneTimeCodes.createdAt, new Date(now - WINDOW_MS)),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt));
    const fromHere = recent.filter((row) => row.requesterIp === options.ip);
    const ownWait = secondsLeft(fromHere[0]?.createdAt, this.spacing(fromHere.length), now);
    if (ownWait > 0) throw cooldown(ownWait);
    await this.enforceAddressCap(options.ip, now);

    const resendAfterSeconds = this.spacing(fromHere.length + 1);
    const sharedWait = secondsLeft(recent[0]?.createdAt, this.spacing(recent.length), now);
    // A code guessed out is no code to hold on to: the owner gets a new one at once.
    if (sharedWait > 0 && !guessedOut(recent[0]!)) {
      // A code asked for by another signed-in customer is no use to this one: wait for a new one.
      if ((recent[0]!.customerId ?? undefined) !== options.customerId) throw cooldown(sharedWait);
      return { code: null, resendAfterSeconds };
    }

    const id = newId(now);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const codeHash = options.placeholder ? randomBytes(32).toString('hex') : this.hash(id, code).toString('hex');
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(oneTimeCodes.identifier, identifier), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
      await tx.insert(oneTimeCodes).values({
        id,
        identifier,
        purpose,
        codeHash,
        customerId: options.customerId ?? null,
        payload: options.payload ?? null,
        expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
        requesterIp: options.ip,
        createdAt: new Date(now),
      });
    });
    return { code: options.placeholder ? null : code, resendAfterSeconds };
  }

  /**
   * Consumes the live code of (identifier, purpose) when `code` matches. Every try is counted per
   * network first (code-tries.ts): a network that used its 5 is refused unchecked, and others'
   * tries leave the owner's code working until everyone's together reach 50.
   */
  async verify(identifier: string, purpose: CodePurpose, code: string, entrant: CodeEntrant): Promise<VerifiedCode> {
    const customerId = 'customerId' in entrant ? entrant.customerId : undefined;
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.identifier, identifier),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!row || (customerId !== undefined && row.customerId !== customerId)) throw invalidCode();
    const tries = await claimTry(this.db, row.id, networkOf(entrant));
    if (tries === undefined) throw invalidCode();
    const matches = /^\d{6}$/.test(code) && timingSafeEqual(this.hash(row.id, code), Buffer.from(row.codeHash, 'hex'));
    if (!matches) {
      // The try that used the code up voids it, so asking again makes a new one.
      if (tries >= triesAllowed(row.customerId)) {
        await this.db
          .update(oneTimeCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)));
      }
      throw invalidCode();
    }
    // Single use even under concurrent verifies: only one update finds it unconsumed.
    const consumed = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (consumed.length === 0) throw invalidCode();
    return { customerId: row.customerId, payload: row.payload };
  }

  private spacing(count: number): number {
    return spacingSeconds(count, this.resendSeconds, MAX_CODE_SPACING_SECONDS);
  }

  /** An address asking codes for many identifiers is abuse whoever they belong to: an hourly cap, that address only. */
  private async enforceAddressCap(ip: string, now: number): Promise<void> {
    const [fromIp] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.requesterIp, ip), gt(oneTimeCodes.createdAt, new Date(now - WINDOW_MS))));
    if ((fromIp?.count ?? 0) >= this.maxPerIp) {
      throw new AppError(429, 'rate_limited', 'Too many codes were requested. Please try again in an hour.');
    }
  }
}

const invalidCode = () => new AppError(400, 'bad_request', INVALID_CODE);

function cooldown(seconds: number): AppError {
  return new AppError(429, 'rate_limited', `Please wait ${seconds} seconds before asking for another code.`);
}
