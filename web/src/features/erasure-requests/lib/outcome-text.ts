import { countOf } from '../../../lib/format/count-of';
import type { StaffErasureRequest } from '../api/get-erasure-requests';

type Outcome = NonNullable<StaffErasureRequest['outcome']>;

const count = (number: number, one: string, many?: string) => (number ? [countOf(number, one, many)] : []);

/** 'Erased: 1 address, 2 consultations, ...' as staff read it later. */
export function erasedText({ erased }: Outcome): string {
  const parts = [
    ...count(erased.addresses, 'address', 'addresses'),
    ...count(erased.consultations, 'consultation'),
    ...count(erased.progressPhotos, 'progress photo'),
    ...count(erased.chatMessages, 'chat message'),
    ...count(erased.newsletterSignUps, 'newsletter sign-up'),
    ...count(erased.shippingLabels, 'shipping label'),
    ...count(erased.savedCards, 'saved card'),
    ...count(erased.sessionsEnded, 'session ended', 'sessions ended'),
  ];
  return `Erased: the account's details${parts.length ? `, ${parts.join(', ')}` : ''}.`;
}

/** 'Kept, restricted: 1 prescription, ...'. */
export function keptText({ kept }: Outcome): string {
  const parts = [
    ...count(kept.prescriptions, 'prescription'),
    ...count(kept.consultationsPrescribedOn, 'consultation a decision rests on', 'consultations decisions rest on'),
    ...count(kept.declinedReviews, 'declined review'),
    ...count(kept.registerEntries, 'register entry', 'register entries'),
    ...count(kept.dispatches, 'dispatch record'),
    ...count(kept.payments, 'payment record'),
    ...count(kept.subscriptions, 'subscription'),
  ];
  return parts.length ? `Kept, restricted: ${parts.join(', ')}.` : 'Nothing needed keeping.';
}
