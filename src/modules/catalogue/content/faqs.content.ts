import type { Faq, FaqGroup } from './content-types';

const consultation: Faq[] = [
  {
    q: 'Is the consultation really free?',
    a: 'Yes. The online consultation costs nothing and takes about 2 minutes. You only pay if a prescriber approves a treatment and you choose to go ahead.',
  },
  {
    q: 'Who reviews my consultation?',
    a: 'A UK-registered prescriber from our dermatologist-led clinical team reads every answer and looks at your photos before anything is prescribed.',
  },
  {
    q: 'What if I am not suitable for a prescription treatment?',
    a: 'We will tell you why and suggest what to do next. If you have already paid, you are refunded in full.',
  },
];

const treatment: Faq[] = [
  {
    q: 'What is in my formula?',
    a: 'A personalised blend of prescription and cosmetic actives chosen for your skin, such as tretinoin, azelaic acid or niacinamide. Every formula is <strong>vegan, fragrance free and cruelty free</strong>.',
  },
  {
    q: 'How often will I receive it?',
    a: 'A 30ml formula (or a box of tablets) is delivered every 2 months. You can change the date, pause or cancel from your account at any time.',
  },
  {
    q: 'When will I see results?',
    a: 'Most people notice a difference within 8 to 12 weeks. Skin can feel dry or purge in the first few weeks; that is expected and your clinician can adjust your formula.',
  },
];

const deliveryAndBilling: Faq[] = [
  {
    q: 'How does delivery work?',
    a: 'Express shipping within 1-2 days, in plain packaging, to any UK address.',
  },
  {
    q: 'How do I cancel?',
    a: 'From <em>My Dashboard</em>, in two clicks. Cancelling stops every future charge straight away.',
  },
  {
    q: 'How do refunds work?',
    a: 'If a prescriber declines your treatment you are refunded in full, automatically. If you cancel before your treatment is dispensed, or a parcel arrives damaged or is not what was prescribed, we refund or replace it. Our <a href="/terms#refunds">refund policy</a> has every case.',
  },
];

export const FAQ_GROUPS: FaqGroup[] = [
  { title: 'Your consultation', faqs: consultation },
  { title: 'Your treatment', faqs: treatment },
  { title: 'Delivery and billing', faqs: deliveryAndBilling },
];

export const HOME_FAQS: Faq[] = [consultation[0], treatment[1], treatment[2], deliveryAndBilling[1]];
export const SHOP_FAQS: Faq[] = [consultation[0], consultation[1], treatment[0], deliveryAndBilling[0]];
