import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { Outbox, type MailAttachment, type OutgoingMessage } from './outbox.ts';

/** Sends mail over SMTP and SMS through Twilio's REST API, or to the outbox when unconfigured. */
export class Messenger {
  readonly outbox: Outbox;
  private readonly config: Config;
  private readonly log: FastifyBaseLogger;
  /** nodemailer's transport, loaded at the first mail (never without SMTP_URL). */
  private mailer: Promise<Transporter> | undefined;

  constructor(config: Config, log: FastifyBaseLogger) {
    this.config = config;
    this.log = log;
    this.outbox = new Outbox(config.dataDir, log);
  }

  async send(message: OutgoingMessage & { attachments?: MailAttachment[] }): Promise<void> {
    const smtpUrl = this.config.mail.smtpUrl;
    if (message.channel === 'mail' && smtpUrl) {
      this.mailer ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (
        await this.mailer
      ).sendMail({
        from: this.config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments,
      });
      this.log.info({ channel: 'mail' }, 'mail sent');
      return;
    }
    if (message.channel === 'sms' && this.config.sms) {
      await this.sendSms(message.to, message.text);
      return;
    }
    await this.outbox.write(
      { channel: message.channel, to: message.to, subject: message.subject, text: message.text },
      message.channel === 'mail' ? message.attachments : undefined,
    );
  }

  private async sendSms(to: string, text: string): Promise<void> {
    const sms = this.config.sms!;
    const url = `${sms.apiBase}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: sms.from, Body: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    this.log.info({ channel: 'sms' }, 'sms sent');
  }
}
