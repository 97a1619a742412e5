import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Ofcom's range for drama and tests (07700 900000-900999): reaches nobody, so the demo and the tests use it. */
const OFCOM_DRAMA_RANGE = /^\+447700900\d{3}$/;

export type UkMobileNumber = { ok: true; e164: string } | { ok: false; problem: string };

/**
 * A UK mobile number in E.164 (+447...), from however the customer typed it (07700 900123,
 * +44 7700 900123, 0044...). The 'max' metadata tells a mobile from a landline, which no text
 * reaches. Numbers of the Crown Dependencies share +44 and are UK mobiles for the networks.
 */
export function toUkMobileNumber(input: string): UkMobileNumber {
  const parsed = parsePhoneNumberFromString(input.trim(), 'GB');
  if (!parsed || parsed.countryCallingCode !== '44') return { ok: false, problem: 'Please enter a UK mobile number, e.g. 07700 900123.' };
  if (OFCOM_DRAMA_RANGE.test(parsed.number)) return { ok: true, e164: parsed.number };
  if (!parsed.isValid()) return { ok: false, problem: 'Please enter a UK mobile number, e.g. 07700 900123.' };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, problem: 'Texts cannot reach a landline: please enter a UK mobile number.' };
  return { ok: true, e164: parsed.number };
}

/** How a number is shown back to its owner: 07700 900123. */
export function nationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
