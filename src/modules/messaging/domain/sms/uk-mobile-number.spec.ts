import { nationalFormat, toUkMobileNumber } from './uk-mobile-number';

describe('toUkMobileNumber', () => {
  it.each([
    ['07400 123456', '+447400123456'],
    ['+44 7400 123456', '+447400123456'],
    ['0044 7400 123456', '+447400123456'],
    ['(07400) 123-456', '+447400123456'],
    [' 07700 900123 ', '+447700900123'],
    ['07624 123456', '+447624123456'],
  ])('normalises %p to %p', (input, e164) => {
    expect(toUkMobileNumber(input)).toEqual({ ok: true, e164 });
  });

  it.each(['12345', '07400 12345', 'not a number', '+33 6 12 34 56 78', '', '07400 1234567'])('refuses %p as not a UK mobile', (input) => {
    expect(toUkMobileNumber(input)).toEqual({ ok: false, problem: 'Please enter a UK mobile number, e.g. 07700 900123.' });
  });

  it('refuses a landline, which no text reaches', () => {
    expect(toUkMobileNumber('020 7946 0018')).toEqual({ ok: false, problem: 'Texts cannot reach a landline: please enter a UK mobile number.' });
  });

  it('shows a number back as the customer would write it', () => {
    expect(nationalFormat('+447400123456')).toBe('07400 123456');
  });
});
