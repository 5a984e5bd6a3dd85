import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, type CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/** ASVS 6.5.5: an out-of-band code lives at most 10 minutes. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries before a code is void (issue: at most 5). */
export const MAX_CODE_ATTEMPTS = 5;
/** Resend limits per identifier and purpose, and per requesting IP. */
export const MAX_CODES_PER_HOUR = 5;
export const MAX_CODES_PER_IP_PER_HOUR = 20;

const INVALID_CODE = 'The code is incorrect or has expired. Ask for a new one.';

export interface IssueOptions {
  customerId?: string;
  payload?: Record<string, string>;
  ip?: string;
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
  readonly resendSeconds: number;

  constructor(db: Db, secret: string, limits: { ipMultiplier: number; resendSeconds: number }) {
    this.db = db;
    this.secret = secret;
    this.maxPerIp = MAX_CODES_PER_IP_PER_HOUR * limits.ipMultiplier;
    this.resendSeconds = limits.resendSeconds;
  }

  private hash(id: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest();
  }

  /** Makes a new code (voiding earlier ones of the same identifier and purpose) or refuses with 429. */
  async issue(identifier: string, purpose: CodePurpose, options: IssueOptions = {}): Promise<string> {
    await this.enforceLimits(identifier, purpose, options.ip);
    const id = newId();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(oneTimeCodes.identifier, identifier), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
      await tx.insert(oneTimeCodes).values({
        id,
        identifier,
        purpose,
        codeHash: this.hash(id, code).toString('hex'),
        customerId: options.customerId ?? null,
        payload: options.payload ?? null,
        expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
        requesterIp: options.ip ?? null,
      });
    });
    return code;
  }

  /**
   * Consumes the live code of (identifier, purpose) when `code` matches; a wrong code counts a try,
   * and the fifth wrong try voids it, so even the right code is refused after that.
   */
  async verify(identifier: string, purpose: CodePurpose, code: string, customerId?: string): Promise<VerifiedCode> {
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
    if (!row || (customerId !== undefined && row.customerId !== customerId)) throw new AppError(400, 'bad_request', INVALID_CODE);
    const matches = /^\d{6}$/.test(code) && timingSafeEqual(this.hash(row.id, code), Buffer.from(row.codeHash, 'hex'));
    if (!matches) {
      await this.db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          consumedAt: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? new Date() : null,
        })
        .where(eq(oneTimeCodes.id, row.id));
      throw new AppError(400, 'bad_request', INVALID_CODE);
    }
    // Single use even under concurrent verifies: only one update finds it unconsumed.
    const consumed = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (consumed.length === 0) throw new AppError(400, 'bad_request', INVALID_CODE);
    return { customerId: row.customerId, payload: row.payload };
  }

  private async enforceLimits(identifier: string, purpose: CodePurpose, ip: string | undefined): Promise<void> {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const recent = await this.db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.identifier, identifier), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, hourAgo)))
      .orderBy(desc(oneTimeCodes.createdAt));
    const last = recent[0]?.createdAt.getTime();
    if (last !== undefined && Date.now() - last < this.resendSeconds * 1000) {
      const wait = Math.ceil((last + this.resendSeconds * 1000 - Date.now()) / 1000);
      throw new AppError(429, 'rate_limited', `Please wait ${wait} seconds before asking for another code.`);
    }
    if (recent.length >= MAX_CODES_PER_HOUR) {
      throw new AppError(429, 'rate_limited', 'Too many codes were requested. Please try again in an hour.');
    }
    if (ip) {
      const [fromIp] = await this.db
        .select({ count: sql<number>`count(*)::int` })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.requesterIp, ip), gt(oneTimeCodes.createdAt, hourAgo)));
      if ((fromIp?.count ?? 0) >= this.maxPerIp) {
        throw new AppError(429, 'rate_limited', 'Too many codes were requested. Please try again in an hour.');
      }
    }
  }
}
