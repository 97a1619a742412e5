import { MessageEvent, NotAcceptableException } from '@nestjs/common';
import type { Request } from 'express';
import { concatMap, defer, EMPTY, filter, finalize, interval, map, merge, Observable, of, switchMap, takeUntil, takeWhile } from 'rxjs';
import { principalOf } from '../../../shared/auth/principal';
import type { SessionEnds } from '../../../shared/auth/session-ends';
import { clientAddress } from '../../../shared/http/client-address';
import { viewChatMessage } from '../application/chat-message-view';
import type { ChatAuthor } from '../domain/chat-author';
import type { ChatLiveEvent, ChatLiveEvents } from '../infrastructure/chat-live-events';
import type { ChatStreamSlot, ChatStreamSlots } from '../infrastructure/chat-stream-slots';

/** Often enough to keep proxies from closing a quiet connection, to notice a client that vanished, and to renew presence and the stream's lease (60 s). */
export const KEEP_ALIVE_MS = 25_000;

interface StreamOptions {
  live: ChatLiveEvents;
  /** Counts the stream against its user's, its address's and this server's limits while it is open. */
  slots: ChatStreamSlots;
  /** Ends the stream the moment its session ends (sign-out), on whichever server that happens. */
  sessionEnds: SessionEnds;
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
 * A stream counts against CHAT_STREAM_LIMITS from before it opens until it closes, however it
 * closes (the client gone, sign-out, the server shutting down): one more than the limits allow
 * is refused with 429 (per user, per client address) or 503 (this server's ceiling) and
 * Retry-After, before any header of the stream is sent. The comment every 25 s also finds a
 * client that has vanished: the write fails and the stream closes.
 *
 * The stream ends the moment its session ends (SessionEnds: a sign-out, here or in another tab,
 * on any server). The session is also checked again before every message and keep-alive, for a
 * session that expired or an announcement that went astray: the stream ends instead of carrying
 * health data to a page nobody is signed in to, and the browser's reconnection is refused with 401.
 */
export function chatEventStream(request: Request, options: StreamOptions): Observable<MessageEvent> {
  // A client that cannot read an event stream would only hang on this one.
  if (!request.accepts('text/event-stream')) throw new NotAcceptableException('This is an event stream: ask for text/event-stream.');
  const readerId = principalOf(request)?.id;
  let slot: ChatStreamSlot | undefined;
  let closed = false;
  return defer(async () => {
    const taken = await options.slots.take({ userId: readerId ?? 0, address: clientAddress(request) });
    // The client may have left while the slot was being taken: nothing would release it later.
    if (closed) {
      taken.release();
      return { events: EMPTY, sessionEnded: EMPTY };
    }
    slot = taken;
    const sessionEnded = await options.sessionEnds.watch(request.sessionID);
    const events = await options.live.stream();
    await options.onOpen?.();
    return { events, sessionEnded };
  }).pipe(
    switchMap(({ events, sessionEnded }) =>
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
              await Promise.all([options.onKeepAlive?.(), slot?.renew()]).catch(() => undefined);
              return { comment: 'keep-alive' };
            }
            return { type: 'message', id: String(due.event.message.id), data: { customer_id: due.event.customerId, message: viewChatMessage(due.event.message, options.reader) } };
          }),
        ),
      ).pipe(takeUntil(sessionEnded)),
    ),
    finalize(() => {
      closed = true;
      slot?.release();
      options.onClose?.();
    }),
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
