import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from './chat-types';
import { STREAM_RETRY_MS, useChatThread, type ChatThreadSource } from './use-chat-thread';

/**
 * The browser's EventSource, which jsdom lacks: the test plays the server's side of the
 * stream (`emit`) and sees what the hook opened and closed.
 */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  readyState = 0;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server answered with an error status (a 429, say): the browser gives this stream up for good. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }

  emit(type: string, data = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const PAGE_SIZE = 10;
const message = (id: number, customerId = 7): ChatMessage => ({
  id,
  sender_id: customerId,
  content_plain: `message ${id}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 9, id)).toISOString(),
  is_incoming: 1,
  from: 'customer',
});

/** A conversation held the way the server pages it: newest first, older than `lastId`. */
function conversation(count: number) {
  const stored = Array.from({ length: count }, (_, index) => message(index + 1));
  const asked: (number | undefined)[] = [];
  const fetchPage = vi.fn(async (lastId?: number) => {
    asked.push(lastId);
    return stored
      .filter((each) => lastId === undefined || each.id < lastId)
      .reverse()
      .slice(0, PAGE_SIZE);
  });
  return { stored, asked, fetchPage, write: (id: number) => stored.push(message(id)) };
}

const ids = (messages: ChatMessage[]) => messages.map((each) => each.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const everything = () => true;

function renderThread(source: Partial<ChatThreadSource> & Pick<ChatThreadSource, 'fetchPage'>) {
  return renderHook((props: ChatThreadSource) => useChatThread(props), {
    initialProps: { eventsUrl: '/chat/events', follows: everything, ...source },
  });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('useChatThread: paging', () => {
  it('shows the newest page first, oldest at the top', async () => {
    const chat = conversation(25);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.messages)).toEqual(range(16, 25));
    expect(result.current.hasOlder).toBe(true);
    expect(result.current.lastChange).toBe('initial');
    expect(chat.asked).toEqual([undefined]);
  });

  it('puts older pages above, asking for what is older than the oldest shown', async () => {
    const chat = conversation(25);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.loadOlder());
    expect(result.current.loadingOlder).toBe(true);
    await waitFor(() => expect(result.current.loadingOlder).toBe(false));
    expect(ids(result.current.messages)).toEqual(range(6, 25));
    expect(result.current.lastChange).toBe('older');

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.loadingOlder).toBe(false));
    expect(ids(result.current.messages)).toEqual(range(1, 25));
    expect(chat.asked).toEqual([undefined, 16, 6]);
  });

  it('ends at an empty page and asks no more', async () => {
    const chat = conversation(12);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadOlder());
    await waitFor(() => expect(ids(result.current.messages)).toEqual(range(1, 12)));
    expect(result.current.hasOlder).toBe(true);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.hasOlder).toBe(false));
    expect(ids(result.current.messages)).toEqual(range(1, 12));
    act(() => result.current.loadOlder());
    expect(chat.asked).toEqual([undefined, 3, 1]);
  });

  it('asks for an older page once while one is on its way, however often the list is scrolled', async () => {
    const chat = conversation(25);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Scroll events come faster than React draws: two calls before the next render.
    act(() => {
      result.current.loadOlder();
      result.current.loadOlder();
    });
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.loadingOlder).toBe(false));
    expect(chat.asked).toEqual([undefined, 16]);
  });

  it('has nothing older to ask for in an empty conversation', async () => {
    const chat = conversation(0);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.messages).toEqual([]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('says a failed first page, and loads again on retry', async () => {
    const chat = conversation(3);
    const failure = new Error('offline');
    chat.fetchPage.mockRejectedValueOnce(failure);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loadError).toBe(failure);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
  });

  it('keeps an older page that failed to come askable again', async () => {
    const chat = conversation(15);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    chat.fetchPage.mockRejectedValueOnce(new Error('offline'));
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.loadingOlder).toBe(false));
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.loadOlder());
    await waitFor(() => expect(ids(result.current.messages)).toEqual(range(1, 15)));
  });
});

describe('useChatThread: live messages', () => {
  it('listens on the stream with the session cookie and stops when the panel goes', async () => {
    const chat = conversation(1);
    const { unmount } = renderThread({ fetchPage: chat.fetchPage, eventsUrl: '/v2/profile/chat/events' });
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe('/v2/profile/chat/events');
    expect(stream?.init).toEqual({ withCredentials: true });
    unmount();
    expect(stream?.closed).toBe(true);
  });

  it('adds streamed messages of this thread below, once each', async () => {
    const chat = conversation(3);
    const follows = (event: ChatStreamEvent) => event.customer_id === 7;
    const { result } = renderThread({ fetchPage: chat.fetchPage, follows });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const [stream] = FakeEventSource.opened;

    act(() => stream!.emit('message', JSON.stringify({ customer_id: 7, message: message(4) })));
    act(() => stream!.emit('message', JSON.stringify({ customer_id: 7, message: message(4) })));
    act(() => stream!.emit('message', JSON.stringify({ customer_id: 8, message: message(5, 8) })));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]);
    expect(result.current.lastChange).toBe('newer');
  });

  it('reads the newest page again once the stream is connected, so nothing written meanwhile is missed', async () => {
    const chat = conversation(3);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    chat.write(4);
    act(() => FakeEventSource.opened[0]!.emit('ready'));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3, 4]));
    expect(chat.asked).toEqual([undefined, undefined]);
  });

  it("shows the reader's own message at once, and once when the stream brings it too", async () => {
    const chat = conversation(2);
    const { result } = renderThread({ fetchPage: chat.fetchPage });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.add(message(3)));
    act(() => FakeEventSource.opened[0]!.emit('message', JSON.stringify({ customer_id: 7, message: message(3) })));
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
  });

  it('asks again for a stream the server refused once its wait is over, and not after the panel goes', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderThread({ fetchPage: conversation(1).fetchPage });
      act(() => FakeEventSource.opened[0]!.refuse());
      act(() => vi.advanceTimersByTime(STREAM_RETRY_MS - 1));
      expect(FakeEventSource.opened).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.opened).toHaveLength(2);
      act(() => FakeEventSource.opened[1]!.refuse());
      unmount();
      act(() => vi.advanceTimersByTime(STREAM_RETRY_MS));
      expect(FakeEventSource.opened).toHaveLength(2);
      expect(FakeEventSource.opened[1]!.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts over for another conversation', async () => {
    const first = conversation(3);
    const { result, rerender } = renderThread({ fetchPage: first.fetchPage, eventsUrl: '/v2/admin/chat/7/events' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const second = conversation(1);
    rerender({ fetchPage: second.fetchPage, eventsUrl: '/v2/admin/chat/8/events', follows: everything });
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1]));
    expect(FakeEventSource.opened.map((stream) => [stream.url, stream.closed])).toEqual([
      ['/v2/admin/chat/7/events', true],
      ['/v2/admin/chat/8/events', false],
    ]);
  });
});
