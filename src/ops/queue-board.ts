import type * as BullBoardApi from '@bull-board/api';
import type * as BullBoardBullMq from '@bull-board/api/bullMQAdapter';
import type * as BullBoardExpress from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { principalOf } from '../shared/auth/principal';
import { QUEUE_NAMES } from '../shared/queue/jobs';

/** Where operations staff find the BullMQ dashboard (the admin drawer's Queues link): a server page, not the SPA's. */
export const QUEUE_BOARD_PATH = '/admin/queues';
/** The SPA route that sends a freshly signed-in admin on to the board (web/src/routes/admin-layout.route.ts). */
const SPA_QUEUES_PATH = '/v2/admin/queues';

/**
 * Bull Board over every queue, for admins only. It is plain Express, outside Nest's
 * guards, so the role is checked here on every request: a guest's browser goes to the
 * login page, anything else without the admin role gets the usual 401/403 body.
 * The board itself (bull-board, its templates and UI assets) is loaded when an admin
 * first opens it, not at every start of the API.
 */
export function mountQueueBoard(app: INestApplication): void {
  let board: RequestHandler | undefined;
  const openBoard: RequestHandler = (request, response, next) => {
    board ??= createBoard(app);
    return board(request, response, next);
  };
  app.use(QUEUE_BOARD_PATH, adminsOnly, openBoard);
}

function createBoard(app: INestApplication): RequestHandler {
  const { createBullBoard } = require('@bull-board/api') as typeof BullBoardApi;
  const { BullMQAdapter } = require('@bull-board/api/bullMQAdapter') as typeof BullBoardBullMq;
  const { ExpressAdapter } = require('@bull-board/express') as typeof BullBoardExpress;
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  return adapter.getRouter() as RequestHandler;
}

function adminsOnly(request: Request, response: Response, next: NextFunction): void {
  const principal = principalOf(request);
  const requestId = response.getHeader('x-request-id');
  // The board's retry/clean/remove calls carry no CSRF token; the SameSite cookie and this check keep other sites out.
  const crossSite = !['GET', 'HEAD'].includes(request.method) && request.get('sec-fetch-site') && request.get('sec-fetch-site') !== 'same-origin';
  if (principal?.role === 'admin' && !crossSite) return next();
  if (crossSite) {
    response.status(403).json({ statusCode: 403, error: 'AUTH.CSRF', message: 'This request must come from the shop itself.', requestId });
    return;
  }
  if (!principal) {
    if (request.accepts(['json', 'html']) === 'html') return response.redirect(302, `/v2/login?next=${encodeURIComponent(SPA_QUEUES_PATH)}`);
    response.status(401).json({ statusCode: 401, error: 'AUTH.REQUIRED', message: 'Please log in to continue.', requestId });
    return;
  }
  response.status(403).json({ statusCode: 403, error: 'AUTH.FORBIDDEN', message: 'You do not have access to this.', requestId });
}
