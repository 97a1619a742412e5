const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** 2420 as '£24.20'. */
export function formatPence(pence: number): string {
  return POUNDS.format(pence / 100);
}

const FORMATTED_PRICE = /^£\d{1,3}(,\d{3})*\.\d{2}$/;

/** The server's price text when it is in the shop's '£0.00' form, else the same amount formatted here. */
export function priceText(text: string, pence?: number): string {
  if (FORMATTED_PRICE.test(text) || pence === undefined) return text;
  return formatPence(pence);
}
