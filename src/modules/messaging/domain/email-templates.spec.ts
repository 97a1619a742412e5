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

  it('refuses a template it does not know', () => {
    expect(() => renderEmail('nope', {})).toThrow("No email template named 'nope'");
  });
});
