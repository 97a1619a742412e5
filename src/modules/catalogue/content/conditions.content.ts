import type { Faq } from './content-types';

/** The treatment landing pages (`/acne`, `/glow`...): one per condition the shop treats. */
export interface ConditionContent {
  slug: string;
  title: string;
  intro: string;
  faqsTitle: string;
  faqs: Faq[];
}

const startingOut = (condition: string): Faq => ({
  q: `How is my ${condition} formula chosen?`,
  a: 'From your consultation answers and photos. Your prescriber picks the actives and strengths, then adjusts them as your skin responds.',
});

export const CONDITIONS: ConditionContent[] = [
  {
    slug: 'acne',
    title: 'Clear skin, prescribed for you',
    intro: 'Prescription-strength actives that clear breakouts and stop new ones forming, in one personalised cream.',
    faqsTitle: 'Acne treatment FAQs',
    faqs: [startingOut('acne'), { q: 'Will it make my skin purge?', a: 'Some people see a few extra spots in the first 4 to 6 weeks as skin renews faster. It settles; tell your clinician if it does not.' }],
  },
  {
    slug: 'hormonal-acne',
    title: 'Calm hormonal breakouts',
    intro: 'For deep, cyclical spots along the jaw and chin: a stronger cream, or a daily tablet where suitable.',
    faqsTitle: 'Hormonal acne FAQs',
    faqs: [startingOut('hormonal acne'), { q: 'Who can take the hormonal acne tablet?', a: 'Women aged 16 to 45 who are not pregnant, breastfeeding or trying to conceive, after a prescriber has reviewed their medical history.' }],
  },
  {
    slug: 'glow',
    title: 'Bring back your glow',
    intro: 'Gentle resurfacing and brightening actives for dull, uneven skin texture.',
    faqsTitle: 'Glow formula FAQs',
    faqs: [startingOut('glow'), { q: 'Can I use it with my other skincare?', a: 'Yes, with a gentle cleanser, moisturiser and daily SPF. Avoid other exfoliating acids unless your clinician says otherwise.' }],
  },
  {
    slug: 'anti-ageing',
    title: 'Anti-ageing that works',
    intro: 'Tretinoin, the most studied anti-ageing ingredient, in a strength that rises as your skin adapts.',
    faqsTitle: 'Anti-ageing FAQs',
    faqs: [startingOut('anti-ageing'), { q: 'Is tretinoin safe long term?', a: 'It has been prescribed for decades. Use SPF every day and stop if you become pregnant.' }],
  },
  {
    slug: 'hyperpigmentation',
    title: 'Fade dark spots and melasma',
    intro: 'A tailored blend that evens tone and fades marks left by sun, hormones or old breakouts.',
    faqsTitle: 'Hyperpigmentation FAQs',
    faqs: [startingOut('hyperpigmentation'), { q: 'How long does hydroquinone take?', a: 'Usually 8 to 12 weeks. It is prescribed in cycles, so your formula switches to a maintenance blend afterwards.' }],
  },
  {
    slug: 'rosacea',
    title: 'Soothe rosacea',
    intro: 'Anti-inflammatory actives that calm redness and flushing without irritating sensitive skin.',
    faqsTitle: 'Rosacea FAQs',
    faqs: [startingOut('rosacea'), { q: 'Will it cure my rosacea?', a: 'Rosacea is long term, but treatment controls redness and bumps well. Your clinician will also help you spot your triggers.' }],
  },
  {
    slug: 'menopause',
    title: 'Skin care for menopause',
    intro: 'Restores firmness and hydration to skin changed by falling oestrogen.',
    faqsTitle: 'Menopause skin FAQs',
    faqs: [startingOut('menopause'), { q: 'Is the menopause formula hormonal?', a: 'It contains a low-strength topical estriol alongside retinoid and hyaluronic acid, prescribed only after a review of your history.' }],
  },
];
