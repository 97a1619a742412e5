import { renderSms, SMS_TEMPLATES } from './sms-templates';

/**
 * Every text with the data its publisher really has, health details included (the emails' data
 * carries the treatment's name): none of it may reach a text, which shows on a locked phone.
 */
const DATA_AS_PUBLISHED: Record<string, Record<string, string>> = {
  'renewal-reminder': { treatment: 'Tretinoin 0.025% Acne Formula', amount: '£48.40', chargeOn: '3 December 2026', cutOff: '2 December 2026', manageUrl: 'https://shop.example/v2/profile' },
  'renewal-payment-failed': { treatment: 'Spironolactone 50 mg tablets', amount: '£48.40', reason: 'Your card was declined.', retryOn: '4 December 2026', updateCardUrl: 'https://shop.example/v2/profile' },
  'renewal-new-card-needed': { treatment: 'Spironolactone 50 mg tablets', amount: '£48.40', reason: 'Your card was reported lost.', updateCardUrl: 'https://shop.example/v2/profile' },
  'card-expires-before-charge': { treatment: 'Tretinoin 0.025% Acne Formula', chargeOn: '3 December 2026', card: 'Visa ending 4242, expires 11/2026', updateCardUrl: 'https://shop.example/v2/profile' },
  'renewal-authentication-required': { treatment: 'Finasteride 1 mg for hair loss', amount: '£48.40', confirmUrl: 'https://shop.example/v2/profile/payments/9' },
  'order-dispatched': { treatment: 'Azelaic acid rosacea cream', orderId: 'DL-000123', trackingNumber: 'LC123456789GB', accountUrl: 'https://shop.example/v2/profile' },
  'chat-reply': { chatUrl: 'https://shop.example/v2/profile/chat', text: 'Your melasma should improve with hydroquinone.' },
};

/** Conditions, medicines and clinical words a text must never carry. */
const HEALTH_WORDS = [
  'acne', 'rosacea', 'melasma', 'pigment', 'eczema', 'psoriasis', 'hair loss', 'ageing', 'aging', 'wrinkle', 'spot',
  'tretinoin', 'spironolactone', 'finasteride', 'azelaic', 'hydroquinone', 'clindamycin', 'niacinamide', 'retino', 'tablet', 'cream', 'serum', 'formula',
  'treatment', 'prescription', 'prescribed', 'medicine', 'medication', 'condition', 'dose', 'mg',
];

describe('text templates', () => {
  it('has the data of each template as published', () => {
    expect(Object.keys(DATA_AS_PUBLISHED).sort()).toEqual(Object.keys(SMS_TEMPLATES).sort());
  });

  it.each(Object.keys(SMS_TEMPLATES))('%s carries no health details', (template) => {
    const text = renderSms(template, { brand: 'Derm Shop', ...DATA_AS_PUBLISHED[template] }).toLowerCase();
    for (const word of HEALTH_WORDS) expect([word, text.includes(word)]).toEqual([word, false]);
  });

  it.each(Object.keys(SMS_TEMPLATES))('%s names the shop, fills every blank and says how to opt out', (template) => {
    const text = renderSms(template, { brand: 'Derm Shop', ...DATA_AS_PUBLISHED[template] });
    expect(text.startsWith('Derm Shop: ')).toBe(true);
    expect(text).not.toContain('undefined');
    expect(text).toMatch(/Reply STOP to opt out\.$/);
    // Two concatenated SMS segments (153 GSM characters each) at most.
    expect(text.length).toBeLessThanOrEqual(306);
  });

  it('says what the reminder, the failure and the dispatch are about', () => {
    expect(renderSms('renewal-reminder', { brand: 'Derm Shop', ...DATA_AS_PUBLISHED['renewal-reminder'] })).toContain('charged £48.40 on 3 December 2026');
    expect(renderSms('renewal-payment-failed', { brand: 'Derm Shop', ...DATA_AS_PUBLISHED['renewal-payment-failed'] })).toContain('could not take your payment of £48.40');
    expect(renderSms('order-dispatched', { brand: 'Derm Shop', ...DATA_AS_PUBLISHED['order-dispatched'] })).toContain('tracking number LC123456789GB');
  });

  it('refuses a template it does not know', () => {
    expect(() => renderSms('nope', {})).toThrow("No text template named 'nope'");
  });
});
