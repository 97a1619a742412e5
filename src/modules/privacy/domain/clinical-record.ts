/**
 * The consultations a prescriber's decision rests on: the one behind each prescription, and
 * the one behind each declined review (found through its subscription). They are part of the
 * clinical record and survive an erasure, restricted; every other consultation is erased.
 */
export function consultationsAPrescriberDecidedOn(
  prescriptions: readonly { consultationId: number | null }[],
  declines: readonly { subscriptionId: number }[],
  subscriptions: readonly { id: number; consultationId: number | null }[],
): number[] {
  const declined = new Set(declines.map((decline) => decline.subscriptionId));
  const ids = [...prescriptions.map((prescription) => prescription.consultationId), ...subscriptions.filter((subscription) => declined.has(subscription.id)).map((subscription) => subscription.consultationId)];
  return [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
}
