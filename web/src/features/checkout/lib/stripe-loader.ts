import type { Stripe } from '@stripe/stripe-js';
// The 'pure' entry fetches Stripe.js only when asked, not on import (the sandbox never needs it).
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js comes from js.stripe.com (Stripe requires it: card numbers never touch
 * our pages' code), loaded once per publishable key and only on pages that take a card.
 * Rejects when the script cannot be fetched; the card form then says so.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
    // A failed load may be a passing network fault: the next visit to the form tries again.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}

/** Stripe asks for its check (3-D Secure) in its own dialog; resolves true once the bank is satisfied. */
export async function passStripeCheck(publishableKey: string, clientSecret: string): Promise<{ passed: boolean; message?: string }> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return { passed: false, message: 'The secure card form could not be loaded.' };
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) return { passed: false, message: result.error.message };
  return { passed: result.paymentIntent?.status === 'succeeded' || result.paymentIntent?.status === 'requires_capture' };
}

/**
 * Confirms, with the customer present, a payment their bank stopped when we charged their saved
 * card without them (a renewal's 3-D Secure): Stripe shows the bank's check for that card.
 */
export async function confirmStripePayment(publishableKey: string, clientSecret: string, paymentMethodId: string | null): Promise<{ passed: boolean; message?: string }> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return { passed: false, message: 'The secure card form could not be loaded.' };
  const result = await stripe.confirmCardPayment(clientSecret, paymentMethodId ? { payment_method: paymentMethodId } : undefined);
  if (result.error) return { passed: false, message: result.error.message };
  return { passed: result.paymentIntent?.status === 'succeeded' };
}
