import { EMAIL_TEMPLATES, renderEmail } from './email-templates';

describe('email templates', () => {
  it('puts the verification code in the subject, the text and the html', () => {
    const email = renderEmail('verification-code', { code: '042917', firstName: 'Chloe', minutes: '15' });
    expect(email.subject).toBe('042917 is your verification code');
    expect(email.text).toContain('Hi Chloe,');
    expect(email.text).toContain('expires in 15 minutes');
    expect(email.html).toContain('042917');
  });

  it('escapes what the customer typed', () => {
    const email = renderEmail('verification-code', { code: '000000', firstName: '<script>x</script>', minutes: '15' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });

  it('confirms a cancellation, says no more charges, and whether a paid supply still comes', () => {
    const shipping = renderEmail('subscription-cancelled', { firstName: 'Chloe', orderId: '#12', treatment: 'Acne formula', stillShipping: 'yes' });
    expect(shipping.subject).toBe('Your treatment #12 is cancelled');
    expect(shipping.text).toContain('You will not be charged again for it.');
    expect(shipping.text).toContain('will still reach you');
    const nothing = renderEmail('subscription-cancelled', { firstName: 'Chloe', orderId: '#12', treatment: 'Acne formula', stillShipping: 'no' });
    expect(nothing.text).toContain('Nothing more will be sent.');
  });

  // A treatment's name may be plural ('Spironolactone 50 mg tablets'): no verb may agree with it.
  it.each(Object.keys(EMAIL_TEMPLATES))('%s reads right with a plural treatment name', (template) => {
    const data = new Proxy({} as Record<string, string>, { get: (_, field) => (field === 'treatment' ? 'Spironolactone 50 mg tablets' : field === 'stillShipping' ? 'yes' : 'x') });
    const email = renderEmail(template, data);
    for (const part of [email.subject, email.text, email.html]) {
      // 'the tablets is', 'your next tablets ships' (but not 'the prescription for your tablets runs out').
      expect(part).not.toMatch(/(?<!(?:of|for) )\b(?:the|your|next) (?:<strong>)?Spironolactone 50 mg tablets(?:<\/strong>)? (?:is|was|ships|has|runs|goes|arrives)\b/i);
      expect(part).not.toMatch(/tablets(<\/strong>)?[^.]*\. It (ships|is|was)\b/);
    }
  });

  it("confirms an order that credit and offers cover whole without saying '£0.00 paid'", () => {
    const covered = renderEmail('order-confirmation', { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', amount: '£0.00' });
    for (const part of [covered.text, covered.html]) {
      expect(part).toContain('covered by your credit and offers, with nothing charged to your card');
      expect(part).not.toContain('£0.00');
    }
    expect(renderEmail('order-confirmation', { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', amount: '£38.40' }).text).toContain('Acne cream, £38.40 paid.');
  });

  const declined = { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', patientReason: 'Your answers suggest a GP should look at this first.', cause: 'prescriber', accountUrl: 'https://shop.test/v2/profile' };

  it('says the credit a declined order used is back, and says nothing of credit when it used none', () => {
    const withCredit = renderEmail('treatment-declined', { ...declined, refunded: '£33.40', creditReturned: '£5.00' });
    for (const part of [withCredit.text, withCredit.html]) expect(part).toContain('The £5.00 of account credit it used is back in your account.');
    const withoutCredit = renderEmail('treatment-declined', { ...declined, refunded: '£48.40', creditReturned: '' });
    expect(withoutCredit.text).toContain('We have refunded your payment in full (£48.40)');
    expect(withoutCredit.text).not.toContain('credit');
  });

  it('tells a customer whose declined order charged their card nothing that there is no card refund to wait for', () => {
    const email = renderEmail('treatment-declined', { ...declined, refunded: '£0.00', creditReturned: '£48.40' });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Nothing was charged to your card for it, so there is no card refund. The £48.40 of account credit it used is back in your account.');
      expect(part).not.toContain('5-10 working days');
    }
  });

  it('tells a declined patient the decision and where to read the reasons written for them, never the reasons themselves, and promises no later message', () => {
    const email = renderEmail('treatment-declined', { ...declined, refunded: '£48.40' });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('decided this treatment is not right for you');
      expect(part).toContain('You can read this decision and your refund in your account at any time.');
      expect(part).not.toMatch(/will (message|contact|be in touch)/i);
    }
    expect(email.text).toContain('Our prescriber has written why for you in your account: to keep your health information private, we do not send it by email.');
    expect(email.text).toContain('https://shop.test/v2/profile');
    const identity = renderEmail('treatment-declined', { ...declined, cause: 'identity_check', refunded: '£48.40' });
    expect(identity.text).toContain('We could not confirm your identity, so we could not prescribe Acne cream for you');
    expect(identity.text).not.toContain('Our prescriber has reviewed');
  });

  it('refuses a template it does not know', () => {
    expect(() => renderEmail('nope', {})).toThrow("No email template named 'nope'");
  });

  const renewals: [string, Record<string, string>, RegExp][] = [
    ['renewal-reminder', { firstName: 'Priya', treatment: 'Acne cream', amount: '£24.20', chargeOn: 'Thursday 5 March 2026', cutOff: 'Wednesday 4 March 2026', manageUrl: 'https://shop.test/v2/profile' }, /until the end of Wednesday 4 March 2026/],
    ['renewal-receipt', { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', amount: '£24.20', paidOn: 'Thursday 5 March 2026', nextCharge: 'Tuesday 5 May 2026', accountUrl: 'https://shop.test/v2/profile' }, /charged on Tuesday 5 May 2026/],
    ['renewal-receipt', { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', amount: '£0.00', paidOn: 'Thursday 5 March 2026', nextCharge: 'Tuesday 5 May 2026', accountUrl: 'https://shop.test/v2/profile', paidWith: 'account-credit' }, /Paid with account credit/],
    [
      'renewal-receipt',
      { firstName: 'Priya', orderId: '#7', treatment: 'Acne cream', amount: '£24.20', paidOn: 'Thursday 5 March 2026', nextCharge: 'Tuesday 5 May 2026', accountUrl: 'https://shop.test/v2/profile', soldOut: 'Vitamin C 20% serum' },
      /Out of stock, so not in this box and not charged: Vitamin C 20% serum\. We keep it in your box for your next delivery/,
    ],
    ['renewal-new-card-needed', { firstName: 'Priya', treatment: 'Acne cream', amount: '£24.20', reason: 'Your card was declined.', updateCardUrl: 'https://shop.test/v2/profile' }, /will not try this card again/],
    ['card-expires-before-charge', { firstName: 'Priya', treatment: 'Acne cream', chargeOn: 'Thursday 5 March 2026', card: 'Visa ending 4242', updateCardUrl: 'https://shop.test/v2/profile' }, /will have expired by then/],
    ['renewal-payment-failed', { firstName: 'Priya', treatment: 'Acne cream', amount: '£24.20', reason: 'Your card was declined.', retryOn: '', updateCardUrl: 'https://shop.test/v2/profile' }, /will not try your card again/],
    ['renewal-authentication-required', { firstName: 'Priya', treatment: 'Acne cream', amount: '£24.20', confirmUrl: 'https://shop.test/v2/profile/payments/9' }, /payments\/9/],
    ['renewal-reconsult', { firstName: 'Priya', treatment: 'Acne cream', dueOn: 'Thursday 5 March 2026', reason: 'your prescription ran out on Monday 2 March 2026', consultationUrl: 'https://shop.test/consultation/acne' }, /have not charged you/],
  ];
  it.each(renewals)('%s has a subject, a plain-text part with its links and an html part', (template, data, says) => {
    const email = renderEmail(template, data);
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.text).toMatch(says);
    for (const url of Object.values(data).filter((value) => value.startsWith('https://'))) {
      expect(email.text).toContain(url);
      expect(email.html).toContain(`href="${url}"`);
    }
  });

  it('says a copy of the data is ready, with the account link and the expiry, and never the data', () => {
    const email = renderEmail('data-export-ready', { firstName: 'Priya', accountUrl: 'https://shop.test/v2/profile', expiresOn: 'Friday 6 March 2026' });
    expect(email.subject).toBe('Your copy of your data is ready');
    expect(email.text).toContain('https://shop.test/v2/profile');
    expect(email.text).toContain('until Friday 6 March 2026');
    expect(email.text).toContain('we do not send it by email');
    expect(email.html).toContain('href="https://shop.test/v2/profile"');
  });

  it('confirms an erasure, saying what the law makes us keep', () => {
    const email = renderEmail('erasure-completed', { firstName: 'Priya' });
    expect(email.subject).toBe('Your account has been deleted');
    expect(email.text).toContain('your prescriptions');
    expect(email.text).toContain('payment records');
  });

  it("gives the reason an erasure was refused and the right to complain to the ICO, escaping staff's words", () => {
    const email = renderEmail('erasure-refused', { firstName: 'Priya', reason: 'Your order <b>#12</b> is still being prepared.', accountUrl: 'https://shop.test/v2/profile' });
    expect(email.text).toContain('Your order <b>#12</b> is still being prepared.');
    expect(email.text).toContain('ico.org.uk');
    expect(email.html).toContain('&lt;b&gt;#12&lt;/b&gt;');
  });
});
