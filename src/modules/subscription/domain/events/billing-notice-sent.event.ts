/**
 * The customer was sent a billing notice by email (a renewal reminder, a failed payment, a bank
 * check to complete, a receipt...): `notice` is the email's template and `details` its data,
 * plain strings. Published in the unit of work that queues the email, so a rolled-back renewal
 * notifies no one. Messaging texts the customer the notices that ask for their attention.
 */
export class BillingNoticeSent {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly notice: string,
    readonly details: Record<string, string>,
  ) {}
}
