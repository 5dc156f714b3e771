import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail of a notification: to one person who has an address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSettings {
  /** smtp://user:pass@host:port (or smtps://); unset: no e-mail, the inbox only. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
}

/**
 * Sends the e-mails of notifications, one at a time in the background: a request never waits for
 * the mail server, and a failure is logged, never thrown (the inbox entry is what counts).
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly settings: MailSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Queues the mails; the returned promise (for tests and shutdown) settles when they have been tried. */
  send(mails: readonly Mail[]): Promise<void> {
    const transport = this.transport;
    if (!transport || mails.length === 0) return this.queue;
    this.queue = this.queue.then(async () => {
      for (const mail of mails) {
        try {
          await transport.sendMail({ from: this.settings.mailFrom, ...mail });
        } catch (error) {
          this.log.warn(
            { err: error, to: mail.to, subject: mail.subject },
            'sending a notification e-mail failed',
          );
        }
      }
    });
    return this.queue;
  }

  /** Waits for the mails on their way, then lets go of the connection. */
  async close(): Promise<void> {
    await this.queue;
    this.transport?.close();
  }
}
