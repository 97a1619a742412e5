import { LEGAL_DOCUMENT_PATHS, type LegalDocument, type LegalFacts } from '../domain/legal-document';
import { companyParticulars, inWords, paragraph as p, pharmacyParticulars } from '../domain/legal-wording';

/** Change the words below and this changes too: a new version, dated the day it takes effect (docs/legal-documents.md). */
export const TERMS_VERSION = { version: '1.1', effectiveOn: '2026-11-25' } as const;

/**
 * The terms of sale of the consultation, the prescribing service and the treatments. The
 * 'refunds' section is where the footer's Refunds link lands: keep its id.
 */
export function termsAndConditions({ business, siteUrl, renewalReminderDays }: LegalFacts): LegalDocument {
  const { tradingName, email, telephone } = business;
  const contact = `message our team from your account (Chat), email ${email} or call ${telephone}`;
  return {
    slug: 'terms',
    title: 'Terms and conditions',
    ...TERMS_VERSION,
    ...LEGAL_DOCUMENT_PATHS.terms,
    summary: `These terms apply when you use ${tradingName} to have an online consultation, receive a prescription and buy treatments by subscription. They include how your subscription works, how to cancel it and when we refund you.`,
    sections: [
      {
        id: 'about-us',
        heading: 'About us and these terms',
        paragraphs: [
          p(companyParticulars(business)),
          p(pharmacyParticulars(business)),
          p(`To contact us, ${contact}.`),
          p(
            `Please read these terms before you start: you agree to them when you press Next at the start of your consultation. They are offered in English only. Our privacy policy (${siteUrl}/privacy-policy) explains how we use your personal and health information.`,
          ),
        ],
      },
      {
        id: 'our-service',
        heading: 'Our service',
        paragraphs: [
          p(
            'We offer a free online consultation reviewed by UK-registered prescribers (doctors and independent prescribing pharmacists). If a prescriber decides that a prescription treatment is right for you, they issue a private prescription, our pharmacy dispenses it and we deliver it to you. Your treatment is then sent as a subscription until you cancel it.',
          ),
          p('Our service is for people aged 16 and over who live in the UK and can receive deliveries at a UK address. Some treatments have narrower age limits, which the consultation checks.'),
          p(
            'It is not an emergency service. If you feel seriously unwell, call 999 or go to A&E. For urgent medical advice, call NHS 111. It does not replace your GP: we recommend you tell your GP about any treatment we prescribe.',
          ),
        ],
      },
      {
        id: 'consultation',
        heading: 'Your consultation and prescription',
        paragraphs: [
          p(
            'Answer every question honestly and completely, about yourself only, and send photos of your own skin. Prescribers rely on what you tell them: a wrong or missing answer can lead to a treatment that harms you. Give your legal name and date of birth as they appear on your ID, because they go on your prescription. We may ask you to confirm your identity.',
          ),
          p(
            'Whether to prescribe is the prescriber’s clinical decision. They may ask you questions or for more photos through Chat, prescribe a different treatment or strength, or decide that a prescription treatment is not right for you. We cannot promise that a treatment will be prescribed. If the prescriber declines, you are refunded in full (see Refunds).',
          ),
          p(
            'A prescription is valid for 12 months. After that, a new consultation is needed before we can send further supplies; we email you before your prescription runs out, and no supply is charged while it has expired.',
          ),
        ],
      },
      {
        id: 'prices-and-payment',
        heading: 'Prices and payment',
        paragraphs: [
          p(
            'Prices are in pounds sterling and include VAT where it applies. The consultation is free. Our creams are priced by the month: each delivery is a 2-month supply and is charged as two months, so a formula shown at £24.20/month, for example, costs £48.40 a delivery. A treatment shown without \'/month\' costs that price a delivery. What you pay for each delivery is shown before you pay, and delivery within the UK is included.',
          ),
          p(
            'You pay for your first supply at checkout, before the prescriber reviews your consultation, by card. Card payments are handled by our payment provider, Stripe: we never see or store your full card number. Your card is saved with Stripe so that later supplies can be charged to it.',
          ),
          p(
            'A promotion code or a friend’s referral code takes money off the orders it says, which you see before you pay; one code per order. When a friend you referred pays for their first order, we add £10 of credit to your account, which comes off your next charges. Credit has no cash value and cannot be transferred.',
          ),
        ],
      },
      {
        id: 'subscription',
        heading: 'Your subscription',
        paragraphs: [
          p(
            'Once your treatment is prescribed, it comes as a subscription: a supply (a 30 ml formula or a box of tablets) every 2 months, or at the interval shown for your treatment at checkout. You have no minimum term.',
          ),
          p(
            `Each later supply is charged on the date your account shows ('SHIPS & CHARGES'), to the card you chose, at the price of that supply; we send it once the payment has gone through. We email you ${inWords(renewalReminderDays)} days before each charge with the date and the amount, and send a receipt after it.`,
          ),
          p('In your account you can at any time:', [
            'change the date of your next delivery, from tomorrow up to 90 days ahead, or postpone it by a few weeks;',
            'pause your subscription for up to 180 days;',
            'change the card it is charged to;',
            'cancel it (see Cancelling your subscription).',
          ]),
          p('Changes made by the end of the day before a charge (UK time) apply to that charge.'),
          p(
            'If a payment fails, we email you and try again 1, 3 and 5 days after the due date. After that we stop trying until you update your card in your account. We do not send a supply that has not been paid for. If your bank asks you to confirm a payment, we email you a link to do so.',
          ),
          p(
            'The price of each supply is the one agreed at checkout. If we ever need to change it, or a prescriber changes your treatment in a way that changes its price, we will tell you by email before the new price applies, and you can cancel before then.',
          ),
        ],
      },
      {
        id: 'cancelling',
        heading: 'Cancelling your subscription',
        paragraphs: [
          p(
            'You can cancel your subscription at any time from your account (My Dashboard, Cancel). Cancelling stops every future charge straight away. There is no cancellation fee.',
          ),
          p(
            'A supply you have already paid for is dispensed for you alone, so it is still sent after you cancel. If you would rather not receive it, message us before it is dispensed and we will stop it and refund you in full.',
          ),
          p(`While your consultation is waiting for the prescriber, ${contact} to cancel: we cancel it and refund you in full.`),
        ],
      },
      {
        id: 'right-to-cancel',
        heading: 'Your right to cancel',
        paragraphs: [
          p(
            'The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you 14 days to cancel most contracts made online, without giving a reason. That legal right does not apply to the supply of a medicine under a prescription (regulation 27(2)(a) of those Regulations): a medicine dispensed for one person cannot be taken back into stock and supplied to anyone else.',
          ),
          p(
            'Instead, we promise you this: you can cancel an order for any reason, and get back everything you paid for it, at any time until your treatment is dispensed, whether that is within 14 days of paying or later. Once a supply has been dispensed for you, it cannot be cancelled or returned. You can still cancel every future supply at any time, and your rights when something is wrong with a supply are not affected (see Refunds).',
          ),
          p(
            'Skincare sold without a prescription has the full legal right: you can cancel within 14 days of delivery, then send it back within a further 14 days, unopened and in its original seal (for hygiene reasons, a product unsealed after delivery cannot be returned). We refund you within 14 days of receiving it back; the cost of sending it is yours unless it was faulty or not what you ordered.',
          ),
          p(
            `To cancel, ${contact}, saying clearly that you want to cancel. For skincare you may use the model cancellation form in Schedule 3 of the Regulations, but you do not have to.`,
          ),
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        paragraphs: [
          p('We refund you in full:', [
            'if the prescriber decides a treatment is not right for you: automatically, as soon as they decide;',
            'if you cancel an order, or a supply you have paid for, before it is dispensed;',
            'if we cannot supply your treatment;',
            'if a supply arrives damaged, faulty or not as prescribed, or is lost in the post, and you would rather have your money back than a replacement (see below).',
          ]),
          p(
            'If your parcel arrives damaged, or what is inside is faulty, is not what was prescribed, or has a broken seal, do not use it. Tell us as soon as you can, ideally within 14 days of delivery, with a photo if you can take one. We will send a replacement at no cost or refund you in full, as you prefer. You do not need to send a medicine back: we will tell you how to dispose of it safely (any pharmacy will take unwanted medicines).',
          ),
          p(
            'If your parcel has not arrived within 5 working days of the dispatch email, tell us. We will trace it and, if it is lost, send a replacement or refund you in full.',
          ),
          p(
            'Because a medicine dispensed for you cannot be re-used, we cannot refund a supply that has been dispensed and sent correctly just because you have changed your mind. If a treatment does not suit you, message the clinical team: they can adjust it, or you can cancel further supplies.',
          ),
          p(
            'Refunds go back to the card you paid with, within 14 days of the day we agree them. Your bank usually shows the money within 5 to 10 working days. Nothing in these terms affects your rights under the Consumer Rights Act 2015: what we sell must be as described, fit for purpose and of satisfactory quality.',
          ),
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        paragraphs: [
          p(
            'We deliver to UK addresses only, by a tracked service, in plain packaging that does not say what is inside. Each supply is sent once it has been prescribed and paid for and usually arrives within 1 to 2 working days of dispatch; we email you the tracking number.',
          ),
          p(
            'Keep your delivery address up to date in your account. If a parcel is returned to us because the address was wrong or it was not collected, we will contact you before sending it again.',
          ),
        ],
      },
      {
        id: 'using-your-treatment',
        heading: 'Using your treatment safely',
        paragraphs: [
          p(
            'Your treatment is for you alone: never share it. Use it as the label and the patient information say, and keep it out of the sight and reach of children.',
          ),
          p(
            'Tell us straight away if you become pregnant, are trying for a baby or are breastfeeding, as some treatments are not safe then. If you have side effects, stop using the treatment and message the clinical team; if they are severe, get medical help at once. You can report suspected side effects to the MHRA’s Yellow Card scheme at https://yellowcard.mhra.gov.uk.',
          ),
        ],
      },
      {
        id: 'your-account',
        heading: 'Your account',
        paragraphs: [
          p(
            'Keep your password to yourself and your details accurate. An account is for one person. We may suspend or close an account used to give false information, to obtain medicines for someone else, or to abuse our team, and we will tell you why.',
          ),
        ],
      },
      {
        id: 'our-responsibility',
        heading: 'Our responsibility to you',
        paragraphs: [
          p(
            'If we break these terms or fail to use reasonable care and skill, we are responsible for loss or damage you suffer that is a foreseeable result. We are not responsible for loss that was not foreseeable, or for delays caused by events outside our reasonable control, although we will tell you and do what we can to limit the effect.',
          ),
          p(
            'Nothing in these terms limits our responsibility for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit, including your rights as a consumer.',
          ),
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        paragraphs: [
          p(
            `We want to hear when something has gone wrong. To complain, ${contact}, or write to us at ${business.registeredAddressLines.join(', ')}. We acknowledge a complaint within 3 working days and aim to answer it in full within 20 working days; if we need longer, we tell you why. Complaints about the pharmacy are overseen by our superintendent pharmacist.`,
          ),
          p('If you are not satisfied with our answer:', [
            'concerns about the fitness to practise of a pharmacist or pharmacy technician, or about a registered pharmacy, can be raised with the General Pharmaceutical Council (https://www.pharmacyregulation.org); about a doctor, with the General Medical Council (https://www.gmc-uk.org); about a nurse prescriber, with the Nursing and Midwifery Council (https://www.nmc.org.uk);',
            'concerns about how we use your personal data can be raised with the Information Commissioner’s Office (see our privacy policy);',
            'for a dispute about what you bought, our final answer will name an approved alternative dispute resolution (ADR) provider and say whether we agree to use it. You can also take a claim to court, and Citizens Advice can help (https://www.citizensadvice.org.uk).',
          ]),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          p(
            'Each version of these terms carries its version number and the date it took effect. An order is made under the version in force when you pay for it. If we change these terms in a way that affects your subscription, we email you at least 30 days before the change takes effect, and you can cancel before then.',
          ),
        ],
      },
      {
        id: 'law',
        heading: 'The law that applies',
        paragraphs: [
          p(
            'These terms are governed by the law of England and Wales, and you can bring proceedings in the courts of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts, and the consumer law of where you live still protects you.',
          ),
        ],
      },
    ],
  };
}
