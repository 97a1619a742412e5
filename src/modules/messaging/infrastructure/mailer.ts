import type { EntityManager } from '@mikro-orm/postgresql';
import { mailTransport } from '../../../shared/mail/mail-transport';
import type { RenderedEmail } from '../domain/email-templates';
import { MailboxMessage } from './mailbox-message.entity';

/** The mail port: where rendered emails go. */
export abstract class Mailer {
  abstract send(to: string, email: RenderedEmail): Promise<void>;
}

export class SmtpMailer extends Mailer {
  private readonly transport: ReturnType<typeof mailTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = mailTransport(smtpUrl);
  }

  async send(to: string, email: RenderedEmail): Promise<void> {
    await this.transport().sendMail({ from: this.from, to, ...email });
  }
}

/**
 * Keeps emails in the local mailbox table instead of sending them (no SMTP_URL).
 * nodemailer still builds each message, so addresses are checked as for real.
 */
export class LocalMailboxMailer extends Mailer {
  private readonly transport = mailTransport({ jsonTransport: true });

  constructor(
    private readonly em: EntityManager,
    private readonly from: string,
  ) {
    super();
  }

  async send(to: string, email: RenderedEmail): Promise<void> {
    await this.transport().sendMail({ from: this.from, to, ...email });
    await this.em.fork().insert(Object.assign(new MailboxMessage(), { to, ...email }));
  }
}
