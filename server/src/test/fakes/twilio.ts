import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake, readBody, replyJson } from './loopback.ts';

export interface TwilioRequest {
  /** The path, e.g. /2010-04-01/Accounts/AC…/Messages.json. */
  url: string;
  authorization: string | undefined;
  /** The form fields: To, From, Body. */
  body: URLSearchParams;
}

/**
 * Twilio's REST API on loopback: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP
 * Basic auth (the account SID and auth token, as the real API takes them) records the form and
 * answers 201 with a queued message; wrong credentials get 401 and Twilio's error shape. Every
 * request is recorded, refused or not, so a test sees what was sent; `refuseWith` answers that
 * status to the sends (a number Twilio will not text, an outage).
 */
export class FakeTwilio extends LoopbackFake {
  readonly accountSid = 'AC00000000000000000000000000000001';
  readonly authToken = 'twilio-test-token';
  readonly from = '+15005550006';
  readonly requests: TwilioRequest[] = [];
  /** Answer this status to every send while set. */
  refuseWith: number | undefined;
  /** The forms of the sends Twilio accepted. */
  private readonly accepted: URLSearchParams[] = [];

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    replyJson(response, this.handle(request));
  }

  /** The app's settings pointing at this fake. */
  env(): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: this.from,
      TWILIO_API_BASE: this.base,
    };
  }

  /** The texts sent to `to` (+digits) that Twilio accepted, oldest first. */
  textsTo(to: string): string[] {
    return this.accepted.filter((body) => body.get('To') === to).map((body) => body.get('Body') ?? '');
  }

  /** The 6-digit code of the latest text Twilio accepted for `to`, or undefined. */
  codeFor(to: string): string | undefined {
    return /\b(\d{6})\b/.exec(this.textsTo(to).at(-1) ?? '')?.[1];
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = request.url ?? '/';
    const body = new URLSearchParams(await readBody(request));
    this.requests.push({ url, authorization: request.headers.authorization, body });
    const match = /^\/2010-04-01\/Accounts\/(\w+)\/Messages\.json$/.exec(url);
    if (request.method !== 'POST' || !match) return twilioError(404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || match[1] !== this.accountSid)
      return twilioError(401, 20003, 'Authenticate');
    if (this.refuseWith) return twilioError(this.refuseWith, 21211, "The 'To' number is not valid.");
    if (!body.get('To') || !body.get('From') || !body.get('Body'))
      return twilioError(400, 21604, 'A To, From and Body are required.');
    this.accepted.push(body);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    return {
      status: 201,
      body: {
        sid,
        account_sid: this.accountSid,
        to: body.get('To'),
        from: body.get('From'),
        body: body.get('Body'),
        status: 'queued',
      },
    };
  }
}

/** An error as Twilio words it: its own code, a message, a link, and the HTTP status again. */
function twilioError(status: number, code: number, message: string) {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

// Run standalone: `node server/src/test/fakes/twilio.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeTwilio().start(Number(process.argv[2] ?? 0));
  console.log(`fake Twilio REST API on ${fake.base}`);
}
