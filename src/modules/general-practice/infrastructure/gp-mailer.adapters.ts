import type { OnApplicationShutdown } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { KeepInMailboxCommand } from '../../messaging';
import { GpMailer, UndeliverableGpLetterError, type GpLetterEmail } from '../application/gp-mailer';
import { isPlaceholderEmail } from './directory/practice-csv';

/** Sends the letter as an attachment through the configured SMTP relay (SMTP_URL), from MAIL_FROM. */
export class SmtpGpMailer extends GpMailer implements OnApplicationShutdown {
  private readonly transport: MailTransport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = new MailTransport(smtpUrl);
  }

  async send({ to, subject, text, letter }: GpLetterEmail): Promise<void> {
    // The directory's placeholder (no NHSmail address known) would bounce for ever: say so once instead.
    if (isPlaceholderEmail(to)) throw new UndeliverableGpLetterError(`No email address is known for this practice (${to}); add it to the practice directory and send the letter again.`);
    await this.transport.get().sendMail({ from: this.from, to, subject, text, attachments: [{ filename: letter.filename, content: letter.content, contentType: 'application/pdf' }] });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * Keeps the letter's email in the dev mailbox (no SMTP_URL). nodemailer still builds the whole
 * message, attachment and all, so a letter that could not be sent fails here too; the mailbox
 * row says which PDF went with it and where staff open it.
 */
export class LocalMailboxGpMailer extends GpMailer {
  private readonly transport = new MailTransport({ jsonTransport: true });

  constructor(
    private readonly commands: CommandBus,
    private readonly from: string,
  ) {
    super();
  }

  async send({ to, subject, text, letter }: GpLetterEmail): Promise<void> {
    await this.transport.get().sendMail({ from: this.from, to, subject, text, attachments: [{ filename: letter.filename, content: letter.content, contentType: 'application/pdf' }] });
    const attached = `Attached: ${letter.filename} (PDF, ${Math.ceil(letter.content.length / 1024)} KB).`;
    await this.commands.execute(new KeepInMailboxCommand(to, subject, `${text}\n\n${attached}`, `<pre>${escapeHtml(text)}</pre><p>${escapeHtml(attached)}</p>`));
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
