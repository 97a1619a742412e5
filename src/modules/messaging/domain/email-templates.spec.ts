import { renderEmail } from './email-templates';

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

  it('refuses a template it does not know', () => {
    expect(() => renderEmail('nope', {})).toThrow("No email template named 'nope'");
  });
});
