import { Command } from '@nestjs/cqrs';

/** The staff's private note on a customer (spec §5: saved a second after typing stops); recorded in the audit trail. */
export class UpdateCustomerNoteCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly userId: number,
    readonly note: string,
  ) {
    super();
  }
}
