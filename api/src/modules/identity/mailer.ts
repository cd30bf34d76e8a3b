import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from '../../config.js';
import type { Language } from '../../i18n/languages.js';
import { RESET_MAIL_TEXT } from './reset-mail-text.js';

export interface ResetMail {
  to: string;
  link: string;
  language: Language;
  minutes: number;
}

/**
 * Sends password-reset mail over SMTP (SMTP_* settings). Without SMTP_HOST — the embedded local default — the
 * link is written to the server log instead, so a local install can still reset passwords.
 */
export class ResetMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly config: ApiConfig['smtp'],
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.host
      ? nodemailer.createTransport({
          host: config.host,
          port: config.port,
          secure: config.secure,
          auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
        })
      : null;
  }

  async send(mail: ResetMail): Promise<void> {
    if (!this.transport) {
      // Warn level: it must show with the quieter log levels too, and unsent mail is worth noticing.
      this.log.warn(
        { to: mail.to, link: mail.link },
        `SMTP is not configured. Password reset link for ${mail.to}: ${mail.link}`,
      );
      return;
    }
    const text = RESET_MAIL_TEXT[mail.language];
    const expiry = text.expiry.replace('{minutes}', String(mail.minutes));
    await this.transport.sendMail({
      from: this.config.from,
      to: mail.to,
      subject: text.subject,
      text: `${text.intro}\n\n${mail.link}\n\n${expiry}\n\n${text.ignore}\n`,
    });
  }

  close(): void {
    this.transport?.close();
  }
}
