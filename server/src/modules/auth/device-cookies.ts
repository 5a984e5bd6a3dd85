import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays a known device of the account that signed in on it. */
export const DEVICE_COOKIE_DAYS = 365;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets a cookie bound to it by an HMAC. Password tries from such a
 * device are counted for that device alone, so strangers guessing elsewhere never slow the owner.
 * The cookie holds a random id and its signature, nothing about the account.
 */
export class DeviceCookies {
  /** `__Host-device` in production (Secure, path /, no domain), `device` otherwise. */
  readonly name: string;
  private readonly secret: string;

  constructor(secret: string, production: boolean) {
    this.secret = secret;
    this.name = production ? '__Host-device' : 'device';
  }

  /** A new cookie value for the account that just signed in on this browser. */
  issue(customerId: string): string {
    const deviceId = randomBytes(16).toString('base64url');
    return `${deviceId}.${this.sign(customerId, deviceId)}`;
  }

  /** The device id of a cookie issued to `customerId`, or undefined (none, forged, or another account's). */
  deviceOf(value: string | undefined, customerId: string | undefined): string | undefined {
    if (!value || !customerId || value.length > 100) return undefined;
    const [deviceId, signature, extra] = value.split('.');
    if (!deviceId || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(customerId, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  private sign(customerId: string, deviceId: string): string {
    return createHmac('sha256', this.secret).update(`device:${customerId}:${deviceId}`).digest('base64url');
  }
}
