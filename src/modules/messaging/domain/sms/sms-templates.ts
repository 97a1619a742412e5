import { domainError } from '../../../../shared/domain/domain-error';

/**
 * The texts the shop sends. A text shows on a locked phone, where anyone may read it, so no
 * template names a medicine, a condition or a treatment, whatever its data holds: each says
 * what happened and links to the account, where the details are behind the sign-in
 * (sms-templates.spec.ts checks every one). `brand` is the trading name the customer knows.
 */
type SmsTemplate = (data: Record<string, string>) => string;

const OPT_OUT = 'Reply STOP to opt out.';

export const SMS_TEMPLATES: Record<string, SmsTemplate> = {
  'renewal-reminder': ({ brand, amount, chargeOn, manageUrl }) =>
    `${brand}: your next delivery is charged ${amount} on ${chargeOn}. To change the date, pause or cancel, visit ${manageUrl} ${OPT_OUT}`,
  'renewal-payment-failed': ({ brand, amount, updateCardUrl }) =>
    `${brand}: we could not take your payment of ${amount}, so your next delivery is on hold. Please update your card: ${updateCardUrl} ${OPT_OUT}`,
  'renewal-new-card-needed': ({ brand, amount, updateCardUrl }) =>
    `${brand}: your card was declined for your payment of ${amount} and cannot be tried again, so your next delivery is on hold. Please add a new card: ${updateCardUrl} ${OPT_OUT}`,
  'card-expires-before-charge': ({ brand, chargeOn, updateCardUrl }) =>
    `${brand}: the card for your next delivery expires before it is charged on ${chargeOn}. Please change it: ${updateCardUrl} ${OPT_OUT}`,
  'renewal-authentication-required': ({ brand, amount, confirmUrl }) =>
    `${brand}: your bank asks you to confirm your payment of ${amount} before we send your next delivery: ${confirmUrl} ${OPT_OUT}`,
  'order-dispatched': ({ brand, trackingNumber, accountUrl }) =>
    `${brand}: your parcel is on its way by tracked delivery, tracking number ${trackingNumber}. Details in your account: ${accountUrl} ${OPT_OUT}`,
  'chat-reply': ({ brand, chatUrl }) => `${brand}: our team has replied to your message. Read it in your account: ${chatUrl} ${OPT_OUT}`,
};

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

export class UnknownSmsTemplateError extends domainError('SMS.UNKNOWN_TEMPLATE', 'invalid', (problem: string) => problem) {}

export function renderSms(template: string, data: Record<string, string>): string {
  const render = SMS_TEMPLATES[template];
  if (!render) throw new UnknownSmsTemplateError(`No text template named '${template}'`);
  return render(data);
}
