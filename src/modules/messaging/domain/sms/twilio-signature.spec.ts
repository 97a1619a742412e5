import { inboundIntent } from './inbound-keyword';
import { twilioSignature, twilioSignatureMatches } from './twilio-signature';

describe("Twilio's webhook signature", () => {
  // The worked example in Twilio's security documentation.
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it("matches Twilio's documented example", () => {
    expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a changed parameter, another URL, another token or a malformed header', () => {
    const header = twilioSignature(token, url, params);
    expect(twilioSignatureMatches(token, url, params, header)).toBe(true);
    expect(twilioSignatureMatches(token, url, { ...params, Digits: '1235' }, header)).toBe(false);
    expect(twilioSignatureMatches(token, 'https://mycompany.com/other', params, header)).toBe(false);
    expect(twilioSignatureMatches('54321', url, params, header)).toBe(false);
    expect(twilioSignatureMatches(token, url, params, '')).toBe(false);
  });
});

describe('a reply to a text', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Stop.', 'stop'],
    ['unsubscribe', 'stop'],
    ['stop all', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['please stop sending me these', 'other'],
    ['HELP', 'other'],
    ['thanks', 'other'],
  ] as const)('%p means %p', (body, intent) => {
    expect(inboundIntent(body)).toBe(intent);
  });

  it("follows Twilio's OptOutType when its Advanced Opt-Out sends one", () => {
    expect(inboundIntent('ARRET', 'STOP')).toBe('stop');
    expect(inboundIntent('REPRENDRE', 'START')).toBe('start');
  });
});
