import { Command } from '@nestjs/cqrs';

/** A delivery of the provider's webhook: the exact bytes, and the `X-SHA2-Signature` header. */
export class HandleIdentityWebhookCommand extends Command<{ handled: boolean }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
  ) {
    super();
  }
}
