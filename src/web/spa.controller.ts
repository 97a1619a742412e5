import { Controller, Get, Inject, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { Access } from '../shared/auth/access.decorator';
import { cspNonceOf } from '../shared/http/csp-nonce';
import { keepResponse } from '../shared/public-reads/kept-responses';
import { PublicReadCache } from '../shared/public-reads/public-read-cache';
import { withCspNonce, withHiddenHeading, withPageMeta } from './index-html';
import { PageDataLoader } from './page-data';
import { pageMetaFor, type PageMeta } from './page-meta';
import type { IndexHtmlRenderer, PageRenderer } from './web-assets';

export const INDEX_HTML_RENDERER = Symbol('INDEX_HTML_RENDERER');
export const PAGE_RENDERER = Symbol('PAGE_RENDERER');

/**
 * Stands for the response's CSP nonce in a drawn page kept for every visitor: each response
 * gets its own nonce written in its place, so a kept page never reuses one.
 */
const NONCE_PLACEHOLDER = 'csp-nonce-placeholder-7d1f0c';

/**
 * History fallback: a browser asking for a screen route (/shop, /v2/profile...)
 * gets the SPA's index.html with that page's title, description and canonical URL
 * already in it, and a 404 status for pages that do not exist. Public pages (and the
 * not-found page) come drawn by the web app's server renderer, ready to hydrate; other
 * screens, and any page whose server render fails, come as the empty shell with the
 * page's heading, and the browser draws them. Registered last, so every API route wins
 * over it; it answers only requests that want HTML, so an API client still gets a JSON 404.
 *
 * A drawn page is the same for every visitor (nothing in it depends on a session), so it
 * is drawn once per address and kept with the public reads until the public data changes
 * (ADR 0011); the renderer takes its data in-process from the same query handlers. Its answer
 * to a visitor without cookies is kept whole and sent again ahead of the pipeline (ADR 0013).
 */
@ApiExcludeController()
@Access('public')
@Controller()
export class SpaController {
  private readonly logger = new Logger(SpaController.name);
  private readonly pageData: PageDataLoader;

  constructor(
    @Inject(INDEX_HTML_RENDERER) private readonly renderIndexHtml: IndexHtmlRenderer | undefined,
    @Inject(PAGE_RENDERER) private readonly renderPage: PageRenderer | undefined,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly cache: PublicReadCache,
  ) {
    this.pageData = new PageDataLoader(queries, cache);
  }

  @Get('{*path}')
  async screen(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!this.renderIndexHtml || request.accepts(['json', 'html']) !== 'html') throw new NotFoundException(`Cannot GET ${request.path}`);
    const epoch = this.cache.epoch;
    const meta = await pageMetaFor(request.path, this.queries);
    // The nonce differs on every response, so the page is revalidated rather than kept (docs/operations.md).
    response.status(meta.status).type('html').setHeader('Cache-Control', 'no-cache');
    const nonce = cspNonceOf(response);
    const drawn = meta.serverRendered ? await this.drawnPage(request, meta) : undefined;
    if (drawn) {
      keepResponse(this.cache, request, response, drawn, { url: request.originalUrl, epoch, nonce: { value: nonce, placeholder: NONCE_PLACEHOLDER } });
      return drawn.replaceAll(NONCE_PLACEHOLDER, nonce);
    }
    return withHiddenHeading(withCspNonce(await this.shell(request, meta), nonce), meta.heading);
  }

  /** The page drawn on the server, or undefined to send the shell: a failed render costs the visitor nothing but the wait for the script. */
  private async drawnPage(request: Request, meta: PageMeta): Promise<string | undefined> {
    const renderPage = this.renderPage;
    if (!renderPage) return undefined;
    // `npm run dev` draws every page afresh, so an edit to the web app shows on the next reload.
    const keep = this.config.get('WEB_MODE') !== 'vite';
    try {
      const draw = async () => {
        const drawn = await renderPage({
          url: request.originalUrl,
          shell: withCspNonce(await this.shell(request, meta), NONCE_PLACEHOLDER),
          loadData: this.pageData.load,
          nonce: NONCE_PLACEHOLDER,
        });
        return drawn?.html ?? null;
      };
      const page = keep ? await this.cache.read(`page:${request.originalUrl}`, draw) : await draw();
      return page ?? undefined;
    } catch (error) {
      this.logger.error({ err: error, url: request.originalUrl }, 'Server rendering failed; sending the page to be drawn in the browser');
      return undefined;
    }
  }

  private async shell(request: Request, meta: PageMeta): Promise<string> {
    return withPageMeta(await this.renderIndexHtml!(request.originalUrl), meta, `${this.config.get('APP_URL')}${request.path}`);
  }
}
