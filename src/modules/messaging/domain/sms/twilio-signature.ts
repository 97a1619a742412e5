import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio signs each webhook in `X-Twilio-Signature`: base64 of HMAC-SHA1, keyed with the
 * account's auth token, over the full URL it called followed by every POST parameter's name
 * and value, sorted by name (https://www.twilio.com/docs/usage/security#validating-requests).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

export function twilioSignatureMatches(authToken: string, url: string, params: Record<string, string>, header: string): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
