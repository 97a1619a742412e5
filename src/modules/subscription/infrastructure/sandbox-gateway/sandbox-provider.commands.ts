import { Command } from '@nestjs/cqrs';
import type { CardDetails } from '../../domain/sandbox-cards';

export interface SandboxIntentOutcome {
  status: string;
  paymentMethodId?: string;
  message?: string;
}

/** The sandbox's stand-in for Stripe.js confirmCardSetup: the card goes to the provider, never to the shop. */
export class SandboxCardSetupCommand extends Command<SandboxIntentOutcome> {
  constructor(
    readonly clientSecret: string,
    readonly card: CardDetails & { holderName?: string },
  ) {
    super();
  }
}

/** The sandbox's stand-in for the bank's 3-D Secure page. */
export class SandboxAuthenticationCommand extends Command<SandboxIntentOutcome> {
  constructor(
    readonly clientSecret: string,
    readonly passed: boolean,
  ) {
    super();
  }
}
