import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO, as the client sent them. */
  from: string;
  to: string[];
  /** The message as it came over the wire, headers and MIME parts. */
  data: string;
  /** The Subject header, its encoded words decoded. */
  subject: string;
  /** The first text/plain part, its transfer encoding (quoted-printable, base64) decoded. */
  text: string;
}

/** Headers of a MIME entity, names in lower case, folded lines joined. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = ''): string {
  if (/^quoted-printable$/i.test(encoding))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (/^base64$/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes a subject that is not plain ASCII. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[\w-]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The first text/plain part of a MIME entity (the whole body when it has no Content-Type), or undefined. */
function plainText(entity: string): string | undefined {
  const split = /\r?\n\r?\n/.exec(entity);
  const headers = headersOf(split ? entity.slice(0, split.index) : entity);
  const body = split ? entity.slice(split.index + split[0].length) : '';
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r?\n$/, '');
}

/** What a test reads of a message: the envelope, the subject and the plain text. */
export function parseMail(from: string, to: string[], data: string): ReceivedMail {
  const head = data.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return { from, to, data, subject: decodeWords(headersOf(head).get('subject') ?? ''), text: plainText(data) ?? '' };
}

/**
 * A real SMTP server on loopback (the smtp-server package), so nodemailer's whole conversation
 * runs: any sender, no authentication, no STARTTLS (plain `smtp://`, as SMTP_URL gives it). Every
 * message is kept in `received`, oldest first.
 */
export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  url = '';
  /** Called with each message as it arrives (the standalone server prints them). */
  onMessage: ((mail: ReceivedMail) => void) | undefined;
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          const mail = parseMail(
            mailFrom ? mailFrom.address : '',
            rcptTo.map((r) => r.address),
            Buffer.concat(chunks).toString('utf8'),
          );
          this.received.push(mail);
          this.onMessage?.(mail);
          callback();
        });
      },
    });
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The app's settings pointing at this server. */
  env(): Record<string, string> {
    return { SMTP_URL: this.url };
  }

  /** The texts of the messages to `address`, oldest first. */
  textsTo(address: string): string[] {
    return this.received.filter((m) => m.to.includes(address)).map((m) => m.text);
  }

  /** The 6-digit code of the latest message to `address`, or undefined. */
  codeFor(address: string): string | undefined {
    return /\b(\d{6})\b/.exec(this.textsTo(address).at(-1) ?? '')?.[1];
  }
}

// Run standalone: `node server/src/test/fakes/smtp.ts <port>`; prints each message it receives.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeSmtp().start(Number(process.argv[2] ?? 0));
  fake.onMessage = (mail) => console.log(JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }));
  console.log(`fake SMTP server on ${fake.url}`);
}
