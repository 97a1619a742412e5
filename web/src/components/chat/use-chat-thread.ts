import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatStreamEvent } from './chat-types';

export interface ChatThreadSource {
  /** One page, newest first, of the messages older than `lastId` (or the newest); empty when there are no more. */
  fetchPage: (lastId?: number) => Promise<ChatMessage[]>;
  /** The server-sent event stream of new messages; the session cookie authenticates it. */
  eventsUrl: string;
  /** Which streamed messages belong in this thread. */
  follows: (event: ChatStreamEvent) => boolean;
}

export interface ChatThread {
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  /** Oldest first, as shown. */
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Set by the last change: 'older' when messages were put above, 'newer' when added below. */
  lastChange: 'initial' | 'older' | 'newer';
  loadOlder: () => void;
  add: (message: ChatMessage) => void;
  retry: () => void;
}

/** Merges messages by id, oldest first; a message heard twice (stream and reload) shows once. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** How long a page waits before asking again for a stream the server refused (its Retry-After). */
export const STREAM_RETRY_MS = 30_000;

/**
 * A conversation as a chat panel shows it: the newest page first, older pages on request
 * (an empty page ends it), and new messages as the server streams them. The stream
 * reconnects by itself (a refused one after STREAM_RETRY_MS); each time it is (re)connected it says
 * 'ready', and the newest page is read again, so nothing written while it was connecting or away is missed.
 */
export function useChatThread({ fetchPage, eventsUrl, follows }: ChatThreadSource): ChatThread {
  const [status, setStatus] = useState<ChatThread['status']>('loading');
  const [loadError, setLoadError] = useState<unknown>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [lastChange, setLastChange] = useState<ChatThread['lastChange']>('initial');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ fetchPage, follows, messages, hasOlder });
  latest.current = { fetchPage, follows, messages, hasOlder };
  // Scroll events come faster than React draws: a ref, not the state, says an older page is on its way.
  const olderOnItsWay = useRef(false);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    fetchPage().then(
      (page) => {
        if (cancelled) return;
        setMessages(merge([], page));
        setHasOlder(page.length > 0);
        setLastChange('initial');
        setStatus('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        setLoadError(error);
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
    // fetchPage is read once per thread (and per retry); a new function each render must not reload.
  }, [eventsUrl, attempt]);

  useEffect(() => {
    let source: EventSource;
    let again: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(eventsUrl, { withCredentials: true });
      // A refused stream (too many chat windows open, or the server at its ceiling) is closed for good
      // by the browser, which reconnects only a dropped one by itself: ask again when the server said to.
      source.addEventListener('error', () => {
        if (source.readyState === EventSource.CLOSED) again = setTimeout(connect, STREAM_RETRY_MS);
      });
      source.addEventListener('ready', () => {
        // Listening from now on: read the newest page once more for anything written while connecting.
        latest.current.fetchPage().then(
          (page) => {
            setMessages((current) => merge(current, page));
            setLastChange('newer');
          },
          () => undefined,
        );
      });
      source.addEventListener('message', (event: MessageEvent<string>) => {
        const data = JSON.parse(event.data) as ChatStreamEvent;
        if (!latest.current.follows(data)) return;
        setMessages((current) => merge(current, [data.message]));
        setLastChange('newer');
      });
    };
    connect();
    return () => {
      clearTimeout(again);
      source.close();
    };
  }, [eventsUrl]);

  const loadOlder = useCallback(() => {
    const { messages: shown, hasOlder: more, fetchPage: fetchOlder } = latest.current;
    const oldest = shown[0];
    if (olderOnItsWay.current || !more || !oldest) return;
    olderOnItsWay.current = true;
    setLoadingOlder(true);
    const done = () => {
      olderOnItsWay.current = false;
      setLoadingOlder(false);
    };
    fetchOlder(oldest.id).then(
      (page) => {
        if (page.length === 0) setHasOlder(false);
        setMessages((current) => merge(current, page));
        setLastChange('older');
        done();
      },
      done,
    );
  }, []);

  const add = useCallback((message: ChatMessage) => {
    setMessages((current) => merge(current, [message]));
    setLastChange('newer');
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { status, loadError, messages, hasOlder, loadingOlder, lastChange, loadOlder, add, retry };
}
