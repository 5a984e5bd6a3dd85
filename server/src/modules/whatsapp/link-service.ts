import { createHash, randomBytes } from 'node:crypto';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CodeService } from '../auth/codes.ts';
import { CODE_TTL_MINUTES } from '../auth/codes.ts';
import { parseIdentifier } from '../auth/identifiers.ts';
import type { CustomerRow } from '../customers/repository.ts';
import { codeMessage } from '../../messaging/templates.ts';
import { pickLocale } from '../../lib/locale.ts';
import type { WhatsAppRepository } from './repository.ts';
import type { WhatsAppSender } from './sender.ts';
import { whatsappTexts } from './texts.ts';

/** Link tokens live this long and are sent at most once a minute to the same number. */
export const LINK_TOKEN_TTL_MS = 15 * 60_000;
const LINK_TOKEN_RESEND_MS = 60_000;

/** §5: a number already linked to another account is refused with this exact text. */
export const PHONE_ALREADY_LINKED = 'This phone number is already linked to another account.';
/** §8: the page's message for an expired, reused or forged token. */
export const INVALID_LINK = 'Invalid verification link';

const invalidLink = () => new AppError(400, 'bad_request', INVALID_LINK);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Masks all but the last 4 digits: the token page shows which number it links without revealing it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}${'•'.repeat(Math.max(phone.length - 7, 0))}${phone.slice(-4)}`;

export function parsePhone(input: string): string {
  try {
    const identifier = parseIdentifier(input);
    if (identifier.kind === 'phone') return identifier.value;
  } catch {
    // The same message for an e-mail and for garbage.
  }
  throw badRequest('Enter a phone number in international format, such as +40712345678.');
}

export interface LinkServiceDeps {
  repository: WhatsAppRepository;
  codes: CodeService;
  sender: WhatsAppSender;
}

/** Linking a WhatsApp number, from the profile (a code) or from WhatsApp (a token link). */
export class WhatsAppLinkService {
  private readonly deps: LinkServiceDeps;

  constructor(deps: LinkServiceDeps) {
    this.deps = deps;
  }

  async phoneOf(customerId: string): Promise<string | null> {
    return (await this.deps.repository.linkOf(customerId))?.phone ?? null;
  }

  /** Sends the 6-digit code on WhatsApp (sign-in code rules: 10 minutes, single use, 5 tries, rate limited). */
  async requestCode(customer: CustomerRow, input: string, ip: string): Promise<{ sentTo: string }> {
    const phone = parsePhone(input);
    await this.refuseIfOtherOwner(customer.id, phone);
    const { code } = await this.deps.codes.issue(phone, 'whatsapp-link', { customerId: customer.id, ip });
    // Null: this customer asked moments ago from elsewhere, and the code sent then is still the one to enter.
    if (code === null) return { sentTo: phone };
    const { text } = codeMessage(pickLocale(customer.locale, undefined), 'whatsapp-link', code, CODE_TTL_MINUTES, customer.name);
    await this.deps.sender.sendCode(phone, text);
    return { sentTo: phone };
  }

  async linkWithCode(customer: CustomerRow, input: string, code: string): Promise<string> {
    const phone = parsePhone(input);
    await this.refuseIfOtherOwner(customer.id, phone);
    await this.deps.codes.verify(phone, 'whatsapp-link', code, { customerId: customer.id });
    return this.link(customer.id, phone, false);
  }

  /** A token for a number that wrote without being linked; null when one was sent within the last minute. */
  async createToken(phone: string): Promise<string | null> {
    const last = await this.deps.repository.lastTokenFor(phone);
    if (last && Date.now() - last.createdAt.getTime() < LINK_TOKEN_RESEND_MS) return null;
    const token = randomBytes(32).toString('base64url');
    await this.deps.repository.insertToken({
      id: newId(),
      tokenHash: hashToken(token),
      phone,
      expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS),
    });
    return token;
  }

  async checkToken(token: string): Promise<{ phone: string }> {
    const row = await this.deps.repository.liveToken(hashToken(token));
    if (!row) throw invalidLink();
    return { phone: maskPhone(row.phone) };
  }

  async linkWithToken(customerId: string, token: string): Promise<string> {
    const row = await this.deps.repository.liveToken(hashToken(token));
    if (!row) throw invalidLink();
    await this.refuseIfOtherOwner(customerId, row.phone);
    if (!(await this.deps.repository.consumeToken(row.id))) throw invalidLink();
    // The number wrote within the last 15 minutes, so a confirmation fits the 24-hour window.
    return this.link(customerId, row.phone, true);
  }

  async unlink(customerId: string): Promise<void> {
    await this.deps.repository.unlink(customerId);
  }

  private async link(customerId: string, phone: string, confirmOnWhatsApp: boolean): Promise<string> {
    if (!(await this.deps.repository.link(customerId, phone))) throw new AppError(409, 'conflict', PHONE_ALREADY_LINKED);
    if (confirmOnWhatsApp) await this.deps.sender.sendText(phone, whatsappTexts.linked);
    return phone;
  }

  private async refuseIfOtherOwner(customerId: string, phone: string): Promise<void> {
    const owner = await this.deps.repository.linkByPhone(phone);
    if (owner && owner.customerId !== customerId) throw new AppError(409, 'conflict', PHONE_ALREADY_LINKED);
  }
}
