import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

interface CardEntryProps {
  provider: string;
  /** The provider's publishable key (Stripe only). */
  publishableKey: string;
  disabled: boolean;
  /** The provider saved the card: its payment method id. */
  onSaved: (paymentMethodId: string) => Promise<void>;
}

/** Adding a card, wherever one is taken (checkout, the account's payment dialog): Stripe Elements, or the sandbox's own form. */
export function CardEntry({ provider, publishableKey, disabled, onSaved }: CardEntryProps) {
  return provider === 'sandbox' ? (
    <SandboxCardForm disabled={disabled} onSaved={onSaved} />
  ) : (
    <StripeCardForm publishableKey={publishableKey} disabled={disabled} onSaved={onSaved} />
  );
}
