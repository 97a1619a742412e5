import { Command } from '@nestjs/cqrs';
import type { SendEmailPayload } from '../../email.jobs';

/** Renders a template and hands it to the mail port. Run by the email job. */
export class DeliverEmailCommand extends Command<void> {
  constructor(readonly payload: SendEmailPayload) {
    super();
  }
}
