import { Command } from '@nestjs/cqrs';

/** A provider webhook call as it arrived: its signature is checked before anything is believed. */
export class HandlePaymentEventCommand extends Command<void> {
  constructor(
    readonly rawBody: Buffer,
    readonly signatureHeader: string,
  ) {
    super();
  }
}
