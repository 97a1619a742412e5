import { DomainError } from '../../../shared/domain/domain-error';
import escapeHtml from 'escape-html';
import { formatPounds } from '../../../shared/domain/money';

/** The amount of a supply paid for entirely by credit and offers. */
const NOTHING = formatPounds(0);

/** The receipt's words for a supply settled with account credit alone. */
const PAID_WITH_CREDIT = 'Paid with account credit';

/** The receipt's words for add-ons in the box that had sold out when it was charged (docs/customer-account.md, 'Add-ons'). */
const SOLD_OUT = 'Out of stock, so not in this box and not charged';
const SOLD_OUT_KEPT = 'We keep it in your box for your next delivery; you can remove it from your account.';

/** The order confirmation's words for a first order that credit and offers cover whole. */
const COVERED_WHOLE = 'covered by your credit and offers, with nothing charged to your card';

/** The decline email's sentence on the account credit given back with the refund; nothing when the order used none. */
const creditBack = (credit: string) => (credit ? ` The ${credit} of account credit it used is back in your account.` : '');

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Template = (data: Record<string, string>) => RenderedEmail;

export class UnknownEmailTemplateError extends DomainError {
  readonly code = 'MESSAGING.UNKNOWN_TEMPLATE';
  readonly kind = 'invalid' as const;
}

/** Wraps a message's paragraphs in the shop's plain, readable email layout. */
function layout(paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#1f1f1f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}<p style="color:#6b6b6b;font-size:12px">You are receiving this because of an action on your account. If it was not you, reply to this email.</p></body></html>`;
}

const greeting = (firstName?: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** A link in an email's HTML part; the plain-text part prints the address itself. */
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1f1f1f;font-weight:bold">${escapeHtml(label)}</a>`;

/** Every email the shop sends, in one place, each with a plain-text part. */
export const EMAIL_TEMPLATES: Record<string, Template> = {
  'verification-code': ({ code, firstName, minutes }) => ({
    subject: `${code} is your verification code`,
    text: `${greeting(firstName)}\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, you can ignore this email.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your verification code is <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong>.`,
      `It expires in ${escapeHtml(minutes)} minutes. If you did not ask for it, you can ignore this email.`,
    ]),
  }),
  // An order whose credit and offers cover it whole says so, not '£0.00 paid'; a decline then gives the credit back (payments.md).
  'order-confirmation': ({ firstName, orderId, treatment, amount }) => ({
    subject: `Your order ${orderId} is with our prescriber`,
    text: `${greeting(firstName)}\n\nThank you for your order ${orderId}: ${treatment}, ${amount === NOTHING ? COVERED_WHOLE : `${amount} paid`}.\n\nOur prescriber is now reviewing your consultation. You will hear from us once they have, and your treatment ships within 1-2 days of approval. If the prescriber decides it is not right for you, we refund you in full.\n\nYou can follow your order and message the clinical team from your account.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Thank you for your order <strong>${escapeHtml(orderId)}</strong>: ${escapeHtml(treatment)}, ${amount === NOTHING ? COVERED_WHOLE : `<strong>${escapeHtml(amount)}</strong> paid`}.`,
      'Our prescriber is now reviewing your consultation. You will hear from us once they have, and your treatment ships within 1-2 days of approval. If the prescriber decides it is not right for you, we refund you in full.',
      'You can follow your order and message the clinical team from your account.',
    ]),
  }),
  'treatment-approved': ({ firstName, orderId, treatment }) => ({
    subject: `Your treatment is approved: order ${orderId}`,
    text: `${greeting(firstName)}\n\nOur prescriber has approved your ${treatment}. Your first supply ships within 1-2 days, and the next follows every two months.\n\nYou can change your delivery date or message the clinical team from your account.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Our prescriber has approved your <strong>${escapeHtml(treatment)}</strong>. Your first supply ships within 1-2 days, and the next follows every two months.`,
      'You can change your delivery date or message the clinical team from your account.',
    ]),
  }),
  // Asks the patient to verify their identity after checkout, and reminds them once (verification context).
  'verify-identity': ({ firstName, verifyUrl, reminder }) => ({
    subject: reminder === 'yes' ? 'Reminder: please verify your identity' : 'Please verify your identity',
    text: `${greeting(firstName)}\n\nBefore our prescriber can approve your treatment, we need to check it is you: a photo of your passport or driving licence and a selfie. It takes about two minutes.\n\n${verifyUrl}\n\nWe keep these photos only as long as we need them to check your identity.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      'Before our prescriber can approve your treatment, we need to check it is you: a photo of your passport or driving licence and a selfie. It takes about two minutes.',
      `<a href="${escapeHtml(verifyUrl)}" style="display:inline-block;background:#1c1b19;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">Verify your identity</a>`,
      'We keep these photos only as long as we need them to check your identity.',
    ]),
  }),
  // `refunded`: what goes back to the card (an order credit and offers covered whole charged it nothing);
  // `creditReturned`: the account credit the order spent, given back with the refund ('' when it spent none);
  // `cause`: 'identity_check' when the identity check failed, so no prescriber judged the treatment.
  // It promises no later message: the decision and the refund are here, and the prescriber's reasons
  // for the patient are in the account. Health data stays there, as with chat replies: never by email.
  'treatment-declined': ({ firstName, orderId, treatment, refunded, creditReturned = '', cause, accountUrl }) => {
    const decision =
      cause === 'identity_check'
        ? `We could not confirm your identity, so we could not prescribe ${treatment} for you and have not sent anything.`
        : `Our prescriber has reviewed your consultation for ${treatment} and decided this treatment is not right for you, so nothing was prescribed and we have not sent anything.`;
    const refund = refunded === NOTHING ? 'Nothing was charged to your card for it, so there is no card refund.' : `We have refunded your payment in full (${refunded}); it reaches your account in 5-10 working days.`;
    const reasons =
      cause === 'identity_check'
        ? 'Your account says what you can do next.'
        : "Our prescriber has written why for you in your account: to keep your health information private, we do not send it by email.";
    const where = 'You can read this decision and your refund in your account at any time. If you have questions, write to our clinical team in the chat there.';
    return {
      subject: `About your order ${orderId}`,
      text: `${greeting(firstName)}\n\n${decision}\n\n${reasons}\n\n${refund}${creditBack(creditReturned)}\n\n${where}\n${accountUrl}`,
      html: layout([
        escapeHtml(greeting(firstName)),
        escapeHtml(decision),
        escapeHtml(reasons),
        `${refunded === NOTHING ? escapeHtml(refund) : `<strong>We have refunded your payment in full (${escapeHtml(refunded)})</strong>; it reaches your account in 5-10 working days.`}${creditBack(escapeHtml(creditReturned))}`,
        `${escapeHtml(where)} ${link(accountUrl, 'Open your account')}`,
      ]),
    };
  },
  // Health data stays in the account: the email says there is a reply, never what it says.
  'chat-reply': ({ firstName, chatUrl }) => ({
    subject: 'Our team has replied to your message',
    text: `${greeting(firstName)}\n\nOur team has replied to your message. To keep your health information private, we do not send it by email: you can read it in your account.\n\n${chatUrl}\n\nWe will not email you about further replies until you have read this one.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      'Our team has replied to your message. To keep your health information private, we do not send it by email: you can read it in your account.',
      `<a href="${escapeHtml(chatUrl)}" style="display:inline-block;background:#1c1b19;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">Read the reply</a>`,
      'We will not email you about further replies until you have read this one.',
    ]),
  }),
  'subscription-cancelled': ({ firstName, orderId, treatment, stillShipping }) => {
    const supply =
      stillShipping === 'yes'
        ? 'The supply you have already paid for is being prepared and will still reach you. If you would rather not receive it, message our team from your account before it ships.'
        : 'Nothing more will be sent.';
    return {
      subject: `Your treatment ${orderId} is cancelled`,
      text: `${greeting(firstName)}\n\nAs you asked, we have cancelled your ${treatment} (order ${orderId}). You will not be charged again for it.\n\n${supply}\n\nIf you change your mind, you can start again from a free consultation at any time, and our clinical team is still here to help in your account.`,
      html: layout([
        escapeHtml(greeting(firstName)),
        `As you asked, we have cancelled your <strong>${escapeHtml(treatment)}</strong> (order ${escapeHtml(orderId)}). <strong>You will not be charged again for it.</strong>`,
        escapeHtml(supply),
        'If you change your mind, you can start again from a free consultation at any time, and our clinical team is still here to help in your account.',
      ]),
    };
  },
  'order-dispatched': ({ firstName, orderId, treatment, trackingNumber, trackingUrl }) => ({
    subject: `Your treatment is on its way: order ${orderId}`,
    text: `${greeting(firstName)}\n\nYour ${treatment} left our pharmacy today by tracked delivery and should arrive within 1-2 working days.\n\nTracking number: ${trackingNumber}\nTrack it here: ${trackingUrl}\n\nPlease read the label and the leaflet before you start. Questions? Message the clinical team from your account.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your <strong>${escapeHtml(treatment)}</strong> left our pharmacy today by tracked delivery and should arrive within 1-2 working days.`,
      `Tracking number: <strong>${escapeHtml(trackingNumber)}</strong><br><a href="${escapeHtml(trackingUrl)}">Track your parcel</a>`,
      'Please read the label and the leaflet before you start. Questions? Message the clinical team from your account.',
    ]),
  }),
  'prescription-expiring': ({ firstName, treatment, expiresOn }) => ({
    subject: 'Your prescription needs renewing soon',
    text: `${greeting(firstName)}\n\nThe prescription for your ${treatment} runs out on ${expiresOn}. Before we can send a supply after that date, our prescriber needs to review your treatment again.\n\nPlease complete a short follow-up consultation from your account before then, so your treatment carries on without a gap. If anything about your health or medicines has changed, tell us there.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `The prescription for your <strong>${escapeHtml(treatment)}</strong> runs out on <strong>${escapeHtml(expiresOn)}</strong>. Before we can send a supply after that date, our prescriber needs to review your treatment again.`,
      'Please complete a short follow-up consultation from your account before then, so your treatment carries on without a gap. If anything about your health or medicines has changed, tell us there.',
    ]),
  }),
  'renewal-reminder': ({ firstName, treatment, amount, chargeOn, cutOff, manageUrl }) => ({
    subject: `Your next supply of ${treatment} ships and is charged on ${chargeOn}`,
    text: `${greeting(firstName)}\n\nYour next supply of ${treatment} ships on ${chargeOn}, and we will charge ${amount} to your saved card that day.\n\nWant to postpone it, pause or cancel? You can do that in your account until the end of ${cutOff}: ${manageUrl}\nChanges made after that apply from the following supply.\n\nNothing to do if you are happy to carry on.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your next supply of <strong>${escapeHtml(treatment)}</strong> ships on <strong>${escapeHtml(chargeOn)}</strong>, and we will charge <strong>${escapeHtml(amount)}</strong> to your saved card that day.`,
      `Want to postpone it, pause or cancel? ${link(manageUrl, 'Manage your subscription')} until the end of <strong>${escapeHtml(cutOff)}</strong>. Changes made after that apply from the following supply.`,
      'Nothing to do if you are happy to carry on.',
    ]),
  }),
  // `paidWith`: 'account-credit' when the customer's credit alone paid (the card was not charged).
  'renewal-receipt': ({ firstName, orderId, treatment, amount, paidOn, nextCharge, accountUrl, paidWith, soldOut }) => ({
    subject: `Receipt: ${amount} for your ${treatment}`,
    text: `${greeting(firstName)}\n\n${paidWith === 'account-credit' ? `${PAID_WITH_CREDIT}.\n\n` : ''}${amount === NOTHING ? `Your credit and offers covered your ${treatment} on ${paidOn} (subscription ${orderId}): nothing was charged to your card.` : `Thank you: we charged ${amount} to your saved card on ${paidOn} for your ${treatment} (subscription ${orderId}).`} Your supply ships within 1-2 days.\n\n${soldOut ? `${SOLD_OUT}: ${soldOut}. ${SOLD_OUT_KEPT}\n\n` : ''}${nextCharge ? `Your next supply ships and is charged on ${nextCharge}; we will remind you a few days before.` : 'This was the last supply of your plan.'}\n\nYour account: ${accountUrl}`,
    html: layout([
      escapeHtml(greeting(firstName)),
      ...(paidWith === 'account-credit' ? [`<strong>${PAID_WITH_CREDIT}</strong>.`] : []),
      amount === NOTHING
        ? `Your credit and offers covered your <strong>${escapeHtml(treatment)}</strong> on ${escapeHtml(paidOn)} (subscription ${escapeHtml(orderId)}): nothing was charged to your card. Your supply ships within 1-2 days.`
        : `Thank you: we charged <strong>${escapeHtml(amount)}</strong> to your saved card on ${escapeHtml(paidOn)} for your <strong>${escapeHtml(treatment)}</strong> (subscription ${escapeHtml(orderId)}). Your supply ships within 1-2 days.`,
      ...(soldOut ? [`${SOLD_OUT}: <strong>${escapeHtml(soldOut)}</strong>. ${SOLD_OUT_KEPT}`] : []),
      nextCharge ? `Your next supply ships and is charged on <strong>${escapeHtml(nextCharge)}</strong>; we will remind you a few days before.` : 'This was the last supply of your plan.',
      link(accountUrl, 'Your account'),
    ]),
  }),
  'renewal-payment-failed': ({ firstName, treatment, amount, reason, retryOn, updateCardUrl }) => ({
    subject: `We could not take payment for your ${treatment}`,
    text: `${greeting(firstName)}\n\nWe tried to charge ${amount} for your next supply of ${treatment}, but the payment did not go through (${reason}). We have not sent the supply yet.\n\nPlease update your card in your account: ${updateCardUrl}\nWe try your new card straight away.\n\n${retryOn ? `Otherwise we try your card again on ${retryOn}.` : 'We will not try your card again; your subscription is on hold until you update it.'}`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `We tried to charge <strong>${escapeHtml(amount)}</strong> for your next supply of <strong>${escapeHtml(treatment)}</strong>, but the payment did not go through (${escapeHtml(reason)}). We have not sent the supply yet.`,
      `${link(updateCardUrl, 'Update your card')}: we try your new card straight away.`,
      retryOn ? `Otherwise we try your card again on <strong>${escapeHtml(retryOn)}</strong>.` : 'We will not try your card again; your subscription is on hold until you update it.',
    ]),
  }),
  'renewal-new-card-needed': ({ firstName, treatment, amount, reason, updateCardUrl }) => ({
    subject: `Please add a new card for your ${treatment}`,
    text: `${greeting(firstName)}\n\nWe tried to charge ${amount} for your next supply of ${treatment}, but your bank declined the card in a way that means it cannot be used again (${reason}). We will not try this card again, and we have not sent the supply yet.\n\nPlease add a new card in your account: ${updateCardUrl}\nWe try your new card straight away.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `We tried to charge <strong>${escapeHtml(amount)}</strong> for your next supply of <strong>${escapeHtml(treatment)}</strong>, but your bank declined the card in a way that means it cannot be used again (${escapeHtml(reason)}). We will not try this card again, and we have not sent the supply yet.`,
      `${link(updateCardUrl, 'Add a new card')}: we try your new card straight away.`,
    ]),
  }),
  'card-expires-before-charge': ({ firstName, treatment, chargeOn, card, updateCardUrl }) => ({
    subject: `Your card expires before your next ${treatment} charge`,
    text: `${greeting(firstName)}\n\nYour next supply of ${treatment} ships and is charged on ${chargeOn}, but the card we have for it (${card}) will have expired by then.\n\nPlease change your card in your account before that date: ${updateCardUrl}`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your next supply of <strong>${escapeHtml(treatment)}</strong> ships and is charged on <strong>${escapeHtml(chargeOn)}</strong>, but the card we have for it (${escapeHtml(card)}) will have expired by then.`,
      `${link(updateCardUrl, 'Change your card')} before that date.`,
    ]),
  }),
  'renewal-authentication-required': ({ firstName, treatment, amount, confirmUrl }) => ({
    subject: `Please confirm your payment for your ${treatment}`,
    text: `${greeting(firstName)}\n\nYour bank wants you to confirm the ${amount} payment for your next supply of ${treatment} before it goes through. We send it as soon as you have.\n\nConfirm the payment (you will be asked to sign in): ${confirmUrl}`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your bank wants you to confirm the <strong>${escapeHtml(amount)}</strong> payment for your next supply of <strong>${escapeHtml(treatment)}</strong> before it goes through. We send it as soon as you have.`,
      `${link(confirmUrl, 'Confirm the payment')} (you will be asked to sign in).`,
    ]),
  }),
  // `reason` finishes 'but …': 'your prescription ran out on 2 March 2026'.
  'renewal-reconsult': ({ firstName, treatment, dueOn, reason, consultationUrl }) => ({
    subject: `Time for a new consultation for your ${treatment}`,
    text: `${greeting(firstName)}\n\nYour next supply of ${treatment} was due on ${dueOn}, but ${reason}, so we have not charged you or sent it.\n\nA short consultation lets our prescriber review your treatment and renew it: ${consultationUrl}`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Your next supply of <strong>${escapeHtml(treatment)}</strong> was due on ${escapeHtml(dueOn)}, but ${escapeHtml(reason)}, so <strong>we have not charged you or sent it</strong>.`,
      `${link(consultationUrl, 'Start a short consultation')} so our prescriber can review your treatment and renew it.`,
    ]),
  }),
  'check-in-requested': ({ firstName, treatment, checkInUrl, days }) => ({
    subject: `How is your ${treatment} going? A short check-in before your next supply`,
    text: `${greeting(firstName)}\n\nBefore we send your next supply of ${treatment}, our prescriber would like to know how your treatment is going: a few questions and a new photo or two. It takes about two minutes.\n\n${checkInUrl}\n\nYour next supply waits for your answers for up to ${days} days, and we have not charged you for it yet.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      `Before we send your next supply of <strong>${escapeHtml(treatment)}</strong>, our prescriber would like to know how your treatment is going: a few questions and a new photo or two. It takes about two minutes.`,
      link(checkInUrl, 'Start your check-in'),
      `Your next supply waits for your answers for up to ${escapeHtml(days)} days, and <strong>we have not charged you for it yet</strong>.`,
    ]),
  }),
  // The data itself never travels by email: the patient downloads it, signed in, from their account.
  'data-export-ready': ({ firstName, accountUrl, expiresOn }) => ({
    subject: 'Your copy of your data is ready',
    text: `${greeting(firstName)}\n\nThe copy of your data you asked for is ready. To keep it private, we do not send it by email: sign in and download it from your account, under 'Your data'.\n\n${accountUrl}\n\nThe download link works until ${expiresOn}; after that you can ask for a new copy.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      "The copy of your data you asked for is ready. To keep it private, we do not send it by email: sign in and download it from your account, under 'Your data'.",
      link(accountUrl, 'Go to your account'),
      `The download link works until <strong>${escapeHtml(expiresOn)}</strong>; after that you can ask for a new copy.`,
    ]),
  }),
  'erasure-completed': ({ firstName }) => ({
    subject: 'Your account has been deleted',
    text: `${greeting(firstName)}\n\nAs you asked, we have deleted your account and erased your personal details, consultation answers, photos and messages. You can no longer sign in.\n\nThe law requires us to keep some records for a set time: your prescriptions, the pharmacy's register of medicines supplied and the consultations a prescription was based on (health records), and your payment records (tax law). We keep them restricted, use them for nothing else, and delete them when their period ends.\n\nThis is the last email we will send you.`,
    html: layout([
      escapeHtml(greeting(firstName)),
      'As you asked, we have deleted your account and erased your personal details, consultation answers, photos and messages. You can no longer sign in.',
      "The law requires us to keep some records for a set time: your prescriptions, the pharmacy's register of medicines supplied and the consultations a prescription was based on (health records), and your payment records (tax law). We keep them restricted, use them for nothing else, and delete them when their period ends.",
      'This is the last email we will send you.',
    ]),
  }),
  'erasure-refused': ({ firstName, reason, accountUrl }) => ({
    subject: 'About your request to delete your account',
    text: `${greeting(firstName)}\n\nWe have looked at your request to delete your account and cannot carry it out at the moment, for this reason:\n\n${reason}\n\nYour account is unchanged: ${accountUrl}\n\nYou can reply to this email or message our team from your account. If you are unhappy with our answer, you can complain to the Information Commissioner's Office (ico.org.uk).`,
    html: layout([
      escapeHtml(greeting(firstName)),
      'We have looked at your request to delete your account and cannot carry it out at the moment, for this reason:',
      `<strong>${escapeHtml(reason)}</strong>`,
      `Your account is unchanged: ${link(accountUrl, 'your account')}.`,
      "You can reply to this email or message our team from your account. If you are unhappy with our answer, you can complain to the Information Commissioner's Office (ico.org.uk).",
    ]),
  }),
};

export function renderEmail(template: string, data: Record<string, string>): RenderedEmail {
  const render = EMAIL_TEMPLATES[template];
  if (!render) throw new UnknownEmailTemplateError(`No email template named '${template}'`);
  return render(data);
}
