import { chatPreview, cleanChatText, MAX_CHAT_MESSAGE_LENGTH } from './chat-text';

describe('cleanChatText', () => {
  it('keeps what was typed, markup included, as plain text', () => {
    expect(cleanChatText('  <b>Is it ok</b> to use with SPF 50?\r\nThanks ')).toEqual({ ok: true, text: '<b>Is it ok</b> to use with SPF 50?\nThanks' });
  });

  it('refuses empty and whitespace-only messages', () => {
    expect(cleanChatText('')).toEqual({ ok: false, problem: 'Please write a message before sending.' });
    expect(cleanChatText(' \n\t \r\n ')).toEqual({ ok: false, problem: 'Please write a message before sending.' });
    expect(cleanChatText('\u0000\u0007')).toEqual({ ok: false, problem: 'Please write a message before sending.' });
  });

  it('drops invisible control characters that PostgreSQL or a reader would trip over', () => {
    expect(cleanChatText('a\u0000b\u001bc\td')).toEqual({ ok: true, text: 'abc\td' });
  });

  it('refuses messages over the limit', () => {
    expect(cleanChatText('x'.repeat(MAX_CHAT_MESSAGE_LENGTH))).toMatchObject({ ok: true });
    expect(cleanChatText('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1))).toEqual({ ok: false, problem: 'Please keep messages under 2000 characters.' });
  });
});

describe('chatPreview', () => {
  it('puts the message on one line and shortens long ones', () => {
    expect(chatPreview('Hello\n\nthere')).toBe('Hello there');
    expect(chatPreview('abcdefghij', 5)).toBe('abcd…');
  });
});
