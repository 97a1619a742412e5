/**
 * The card a subscription will be charged with expires before its next charge: the customer
 * has been emailed CARD_EXPIRY_NOTICE_DAYS ahead, once per charge date, to change it; other
 * channels (SMS) may tell them too. Carries no health details, only whose and when.
 */
export class CardExpiresBeforeNextCharge {
  constructor(
    readonly subscriptionId: number,
    readonly userId: number,
    /** The charge date the card will have expired by (UK date). */
    readonly chargeOn: string,
  ) {}
}
