/**
 * The one human reference of a dispatch order (issue 21 point 10): 'DO-' and the supply's number, six digits
 * at least, e.g. DO-000123. Printed the same on the carrier label, the dispensing label, the dispatch note and
 * the receipt, and shown on the dispatch list and the subscription's old orders beside the prescription's PRX.
 *
 * It numbers the supply (the subscription item) a dispatch order sends, not the order row: there is one order
 * per supply, and the number is known from payment on, so a receipt printed before the prescriber approves
 * already carries the reference the parcel will.
 */
export function dispatchReference(subscriptionItemId: number): string {
  return `DO-${String(subscriptionItemId).padStart(6, '0')}`;
}

/** The supply a searched reference names: 'DO-000123', 'do123' or 'DO 123'; null for anything else. */
export function supplyOfDispatchReference(text: string): number | null {
  const match = /^do[-\s]?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
