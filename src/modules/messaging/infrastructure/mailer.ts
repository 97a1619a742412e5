import type { OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailTransport } from '../../../shared/mail/mail-transport';
import type { RenderedEmail } from '../domain/email-templates';
import { MailboxMessage } from './mailbox-message.entity';

/** The mail port: where rendered emails go. */
export abstract class Mailer {
  abstract send(to: string, email: RenderedEmail): Promise<void>;
}

export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: MailTransport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = new MailTransport(smtpUrl);
  }

  async send(to: string, email: RenderedEmail): Promise<void> {
    await this.transport.get().sendMail({ from: this.from, to, ...email });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * Keeps emails in the local mailbox table instead of sending them (no SMTP_URL).
 * nodemailer still builds each message, so addresses are checked as for real.
 */
export class LocalMailboxMailer extends Mailer {
  private readonly transport = new MailTransport({ jsonTransport: true });

  constructor(
    private readonly em: EntityManager,
    private readonly from: string,
  ) {
    super();
  }

  async send(to: string, email: RenderedEmail): Promise<void> {
    await this.transport.get().sendMail({ from: this.from, to, ...email });
    await this.em.fork().insert(Object.assign(new MailboxMessage(), { to, ...email }));
  }
}
