import { Command } from '@nestjs/cqrs';

/**
 * Keeps a message another context would have sent (a GP letter's email) in the local dev
 * mailbox, for that context's local adapter: the developer reads it at /dev/mailbox.
 */
export class KeepInMailboxCommand extends Command<void> {
  constructor(
    readonly to: string,
    readonly subject: string,
    readonly text: string,
    readonly html: string,
  ) {
    super();
  }
}
