/** Money is always integer pence on the server; pounds exist only for display. */
export type Pence = number;

export function assertPence(amount: number): Pence {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole pence, got ${amount}`);
  return amount;
}

const poundFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** 2420 -> '£24.20' */
export function formatPounds(amount: Pence): string {
  return poundFormat.format(assertPence(amount) / 100);
}
