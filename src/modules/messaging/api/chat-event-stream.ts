import { MessageEvent, NotAcceptableException } from '@nestjs/common';
import type { Request } from 'express';
import { concatMap, defer, filter, finalize, interval, map, merge, Observable, of, switchMap, takeWhile } from 'rxjs';
import { principalOf } from '../../../shared/auth/principal';
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
  onOpen?: () => Promise<void>;
  onKeepAlive?: () => Promise<void>;
  onClose?: () => void;
}

type Due = { kind: 'message'; event: ChatLiveEvent } | { kind: 'keep-alive' };

/**
 * A server-sent event stream of new chat messages. It opens with a 'ready' event once
 * this process listens, so the page can fetch what it may have missed while connecting;
 * then one 'message' event per new message, and a comment line now and then. Nest's
 * stream sends `Cache-Control: no-transform`, which the compression middleware honours,
 * so events are written through at once rather than gathered for gzip.
 *
 * The session is checked again before every message and keep-alive: once its user has
 * signed out (here or in another tab) or the session has expired, the stream ends instead
 * of carrying health data to a page nobody is signed in to, and the browser's reconnection
 * is refused with 401.
 */
export function chatEventStream(request: Request, options: StreamOptions): Observable<MessageEvent> {
  // A client that cannot read an event stream would only hang on this one.
  if (!request.accepts('text/event-stream')) throw new NotAcceptableException('This is an event stream: ask for text/event-stream.');
  const readerId = principalOf(request)?.id;
  return defer(async () => {
    const events = await options.live.stream();
    await options.onOpen?.();
    return events;
  }).pipe(
    switchMap((events) =>
      merge(
        of<MessageEvent>({ type: 'ready', data: {} }),
        merge(
          events.pipe(
            filter(options.follows),
            map((event): Due => ({ kind: 'message', event })),
          ),
          interval(KEEP_ALIVE_MS).pipe(map((): Due => ({ kind: 'keep-alive' }))),
        ).pipe(
          concatMap(async (due) => ({ due, signedIn: readerId !== undefined && (await stillSignedIn(request, readerId)) })),
          takeWhile(({ signedIn }) => signedIn),
          concatMap(async ({ due }): Promise<MessageEvent> => {
            if (due.kind === 'keep-alive') {
              await options.onKeepAlive?.().catch(() => undefined);
              return { comment: 'keep-alive' };
            }
            return { type: 'message', id: String(due.event.message.id), data: { customer_id: due.event.customerId, message: viewChatMessage(due.event.message, options.reader) } };
          }),
        ),
      ),
    ),
    finalize(() => options.onClose?.()),
  );
}

/** Whether the session this stream was opened with still holds the same signed-in user. */
function stillSignedIn(request: Request, userId: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (!request.sessionStore || !request.sessionID) return resolve(false);
    request.sessionStore.get(request.sessionID, (error, session) => {
      const user = (session as { passport?: { user?: { id?: number } } } | null | undefined)?.passport?.user;
      resolve(!error && user?.id === userId);
    });
  });
}
