import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/domain/clock';
import { PaymentGateway } from '../application/payment-gateway';
import { openSandboxDatabase } from './sandbox-gateway/sandbox-database';
import { SandboxPaymentGateway } from './sandbox-gateway/sandbox-payment-gateway';
import { StripePaymentGateway } from './stripe-payment-gateway';

/** Stripe when its keys are configured (validated as all-or-none at start), otherwise the offline sandbox. */
export const paymentGatewayProvider: Provider = {
  provide: PaymentGateway,
  inject: [AppConfig, Clock],
  useFactory: async (config: AppConfig, clock: Clock): Promise<PaymentGateway> => {
    const secretKey = config.get('STRIPE_SECRET_KEY');
    if (!secretKey) return new SandboxPaymentGateway(await openSandboxDatabase(config.databaseUrl), clock);
    return new StripePaymentGateway({
      secretKey,
      publishableKey: config.get('STRIPE_PUBLISHABLE_KEY')!,
      webhookSecret: config.get('STRIPE_WEBHOOK_SECRET')!,
      apiBase: config.get('STRIPE_API_BASE'),
    });
  },
};
