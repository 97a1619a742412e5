import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { describeError } from '../../lib/api/api-error';
import { formatDateTime } from '../../lib/format/format-date-time';
import type { ChatMessage } from './chat-types';
import type { ChatThread } from './use-chat-thread';
import styles from './chat-panel.module.css';

/** Older messages are fetched once the reader scrolls this close to the top (spec §9). */
const LOAD_OLDER_WITHIN_PX = 50;
/** Someone this close to the bottom is following the conversation: new messages keep them there. */
const FOLLOWING_WITHIN_PX = 120;

interface ChatPanelProps {
  title: string;
  thread: ChatThread;
  /** Which messages are the reader's own: shown on the right, dark. */
  isOwn: (message: ChatMessage) => boolean;
  /** How the reader's own messages are signed ('You' for a customer, 'Team' for staff, who share the conversation). */
  ownName: string;
  /** How the other side's messages are signed, e.g. 'Our team'. */
  otherName: string;
  send: (text: string) => Promise<ChatMessage>;
  /** The back office's denser look (its panels' corners and heading size) rather than the account area's. */
  dense?: boolean;
}

/** A conversation in a 600 px panel: newest at the bottom, older pages as you scroll up, a box to write in. */
export function ChatPanel({ title, thread, isOwn, ownName, otherName, send, dense = false }: ChatPanelProps) {
  const titleId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();

  // Where the list stood just before this render changed it: read during render, before React touches the DOM.
  const before = useRef({ height: 0, top: 0, following: true });
  const element = list.current;
  if (element) {
    before.current = {
      height: element.scrollHeight,
      top: element.scrollTop,
      following: element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOWING_WITHIN_PX,
    };
  }

  const { messages, lastChange } = thread;
  useLayoutEffect(() => {
    const shown = list.current;
    if (!shown) return;
    const newest = messages.at(-1);
    if (lastChange === 'older') {
      // Keep the message the reader was looking at where it was: move down by what was added above.
      shown.scrollTop = before.current.top + (shown.scrollHeight - before.current.height);
    } else if (lastChange === 'initial' || before.current.following || (newest !== undefined && isOwn(newest))) {
      shown.scrollTop = shown.scrollHeight;
    }
    // isOwn is a rule, not state; the list is what changed.
  }, [messages, lastChange]);

  // A first page too short to scroll cannot be scrolled up to load the next one.
  const { hasOlder, loadingOlder, loadOlder, status } = thread;
  useEffect(() => {
    const shown = list.current;
    if (status === 'ready' && shown && hasOlder && !loadingOlder && shown.scrollHeight <= shown.clientHeight) loadOlder();
  }, [status, hasOlder, loadingOlder, loadOlder, messages]);

  const onScroll = () => {
    if (list.current && list.current.scrollTop < LOAD_OLDER_WITHIN_PX) loadOlder();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    setSendError(undefined);
    try {
      thread.add(await send(text));
      setDraft('');
    } catch (error) {
      setSendError(`Your message was not sent. ${describeError(error)}`);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; Enter that confirms an input method's composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section className={dense ? `${styles.panel} ${styles.dense}` : styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.listFrame}>
        {loadingOlder && (
          <p className={styles.loadingOlder} role="status">
            Loading...
          </p>
        )}
        <div ref={list} className={styles.list} onScroll={onScroll} role="log" aria-label="Messages" tabIndex={0}>
          {status === 'loading' && <p className={styles.note}>Loading...</p>}
          {status === 'error' && (
            <div className={styles.note} role="alert">
              <p>Sorry, we couldn’t load the messages. {describeError(thread.loadError)}</p>
              <Button shape="round" onClick={thread.retry}>
                Try again
              </Button>
            </div>
          )}
          {status === 'ready' && messages.length === 0 && <p className={styles.note}>No messages yet. Start the conversation!</p>}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} own={isOwn(message)} signature={isOwn(message) ? ownName : otherName} />
          ))}
        </div>
      </div>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor={`${titleId}-message`}>
          Your message
        </label>
        <Input.TextArea
          id={`${titleId}-message`}
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={2000}
        />
        <Button type="primary" htmlType="submit" shape={dense ? "default" : "round"} loading={sending} disabled={!draft.trim()} className={styles.send}>
          Send
        </Button>
      </form>
      {sendError && (
        <p className={styles.sendError} role="alert">
          {sendError}
        </p>
      )}
    </section>
  );
}

function Bubble({ message, own, signature }: { message: ChatMessage; own: boolean; signature: string }) {
  return (
    <article className={own ? `${styles.bubble} ${styles.own}` : `${styles.bubble} ${styles.other}`} data-message-id={message.id}>
      {/* Plain text, rendered as text: whatever was typed, markup included, is never interpreted. */}
      <p className={styles.text}>{message.content_plain}</p>
      <p className={styles.meta}>
        {signature} · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
    </article>
  );
}
