/** Long enough for a detailed question about a reaction, short enough to read in one go. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

export type ChatText = { ok: true; text: string } | { ok: false; problem: string };

// Control characters other than tab and newline: PostgreSQL refuses NUL, and the rest only hide text.
// eslint-disable-next-line no-control-regex
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A chat message as it will be stored: plain text, never markup. It is shown as text
 * (React escapes it, the emails never include it), so angle brackets are kept as typed;
 * only carriage returns and invisible control characters go, and the ends are trimmed.
 */
export function cleanChatText(raw: string): ChatText {
  const text = raw.replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '').trim();
  if (text.length === 0) return { ok: false, problem: 'Please write a message before sending.' };
  if (text.length > MAX_CHAT_MESSAGE_LENGTH) return { ok: false, problem: `Please keep messages under ${MAX_CHAT_MESSAGE_LENGTH} characters.` };
  return { ok: true, text };
}

/** The start of a message, on one line, for the staff's conversation list. */
export function chatPreview(text: string, length = 160): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length <= length ? oneLine : `${oneLine.slice(0, length - 1)}…`;
}
