import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway } from '../../application/payment-gateway';
import { SandboxAuthenticationCommand, SandboxCardSetupCommand, SandboxIntentOutcome } from './sandbox-provider.commands';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/** The sandbox provider's calls exist only while the sandbox is the gateway; with real Stripe they are 404. */
function sandboxOf(gateway: PaymentGateway): SandboxPaymentGateway {
  if (!(gateway instanceof SandboxPaymentGateway)) throw new NotFoundException('The payment sandbox is off: this shop takes real payments.');
  return gateway;
}

@CommandHandler(SandboxCardSetupCommand)
export class SandboxCardSetupHandler implements ICommandHandler<SandboxCardSetupCommand> {
  constructor(private readonly gateway: PaymentGateway) {}

  execute({ clientSecret, card }: SandboxCardSetupCommand): Promise<SandboxIntentOutcome> {
    return sandboxOf(this.gateway).confirmCardSetup(clientSecret, card);
  }
}

@CommandHandler(SandboxAuthenticationCommand)
export class SandboxAuthenticationHandler implements ICommandHandler<SandboxAuthenticationCommand> {
  constructor(private readonly gateway: PaymentGateway) {}

  async execute({ clientSecret, passed }: SandboxAuthenticationCommand): Promise<SandboxIntentOutcome> {
    const payment = await sandboxOf(this.gateway).authenticatePayment(clientSecret, passed);
    return { status: payment.status, message: payment.failureMessage };
  }
}
