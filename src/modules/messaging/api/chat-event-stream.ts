import { MessageEvent, NotAcceptableException } from '@nestjs/common';
import type { Request } from 'express';
import { defer, filter, finalize, interval, map, merge, mergeMap, Observable, of, switchMap } from 'rxjs';
import { viewChatMessage } from '../application/chat-message-view';
import type { ChatAuthor } from '../domain/chat-author';
import type { ChatLiveEvent, ChatLiveEvents } from '../infrastructure/chat-live-events';

/** Often enough to keep proxies from closing a quiet connection, and to renew presence (60 s). */
export const KEEP_ALIVE_MS = 25_000;

interface StreamOptions {
  live: ChatLiveEvents;
  reader: ChatAuthor;
  /** Which conversations this page follows. */
  follows: (event: ChatLiveEvent) => boolean;
  /** Called when the stream opens, every keep-alive, and when it closes. */
  onOpen?: () => Promise<void>;
  onKeepAlive?: () => Promise<void>;
  onClose?: () => void;
}

/**
 * A server-sent event stream of new chat messages. It opens with a 'ready' event once
 * this process listens, so the page can fetch what it may have missed while connecting;
 * then one 'message' event per new message, and a comment line now and then. Nest's
 * stream sends `Cache-Control: no-transform`, which the compression middleware honours,
 * so events are written through at once rather than gathered for gzip.
 */
export function chatEventStream(request: Request, options: StreamOptions): Observable<MessageEvent> {
  // A client that cannot read an event stream would only hang on this one.
  if (!request.accepts('text/event-stream')) throw new NotAcceptableException('This is an event stream: ask for text/event-stream.');
  return defer(async () => {
    const events = await options.live.stream();
    await options.onOpen?.();
    return events;
  }).pipe(
    switchMap((events) =>
      merge(
        of<MessageEvent>({ type: 'ready', data: {} }),
        events.pipe(
          filter(options.follows),
          map((event): MessageEvent => ({ type: 'message', id: String(event.message.id), data: { customer_id: event.customerId, message: viewChatMessage(event.message, options.reader) } })),
        ),
        interval(KEEP_ALIVE_MS).pipe(mergeMap(async (): Promise<MessageEvent> => {
          await options.onKeepAlive?.().catch(() => undefined);
          return { comment: 'keep-alive' };
        })),
      ),
    ),
    finalize(() => options.onClose?.()),
  );
}
