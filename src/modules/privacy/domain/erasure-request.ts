/** pending: waiting for staff; erased: approved and carried out; refused: staff said no, with a reason. */
export const ERASURE_REQUEST_STATUSES = ['pending', 'erased', 'refused'] as const;
export type ErasureRequestStatus = (typeof ERASURE_REQUEST_STATUSES)[number];

/** What an erasure did, in numbers (no personal data), shown to staff and kept with the request. */
export interface ErasureOutcome {
  erased: {
    addresses: number;
    consultations: number;
    progressPhotos: number;
    photoFiles: number;
    chatMessages: number;
    newsletterSignUps: number;
    shippingLabels: number;
    savedCards: number;
    sessionsEnded: number;
  };
  kept: {
    prescriptions: number;
    consultationsPrescribedOn: number;
    declinedReviews: number;
    registerEntries: number;
    dispatches: number;
    payments: number;
    subscriptions: number;
  };
  subscriptionsEnded: number[];
}

export const MAX_REFUSAL_REASON = 1000;
export const MAX_PATIENT_REASON = 500;
