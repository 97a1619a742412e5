import { sandboxBilling } from '../support/billing-adapters';
import { firstPaymentSuite } from '../support/first-payment-suite';

/** Checkout's payment and the prescriber's decision against the offline sandbox (no Stripe keys set). */
firstPaymentSuite(sandboxBilling);
