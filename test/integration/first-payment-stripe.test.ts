// First: the Stripe keys and the stand-in's address must be in the environment before the app's modules load.
import { STAND_IN_PORT } from '../support/stripe-stand-in-env';
import { stripeBilling } from '../support/billing-adapters';
import { firstPaymentSuite } from '../support/first-payment-suite';

/** The same suite against the Stripe adapter (the official SDK) and a local stand-in of Stripe's API. */
firstPaymentSuite(stripeBilling(STAND_IN_PORT));
