import { Controller, Get, Inject, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { Access } from '../shared/auth/access.decorator';
import { cspNonceOf } from '../shared/http/csp-nonce';
import { withCspNonce, withHiddenHeading, withPageMeta } from './index-html';
import { pageMetaFor } from './page-meta';
import type { IndexHtmlRenderer, PageRenderer } from './web-assets';

export const INDEX_HTML_RENDERER = Symbol('INDEX_HTML_RENDERER');
export const PAGE_RENDERER = Symbol('PAGE_RENDERER');

/**
 * History fallback: a browser asking for a screen route (/shop, /v2/profile...)
 * gets the SPA's index.html with that page's title, description and canonical URL
 * already in it, and a 404 status for pages that do not exist. Public pages (and the
 * not-found page) come drawn by the web app's server renderer, ready to hydrate; other
 * screens, and any page whose server render fails, come as the empty shell with the
 * page's heading, and the browser draws them. Registered last, so every API route wins
 * over it; it answers only requests that want HTML, so an API client still gets a JSON 404.
 */
@ApiExcludeController()
@Access('public')
@Controller()
export class SpaController {
  private readonly logger = new Logger(SpaController.name);

  constructor(
    @Inject(INDEX_HTML_RENDERER) private readonly renderIndexHtml: IndexHtmlRenderer | undefined,
    @Inject(PAGE_RENDERER) private readonly renderPage: PageRenderer | undefined,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Get('{*path}')
  async screen(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!this.renderIndexHtml || request.accepts(['json', 'html']) !== 'html') throw new NotFoundException(`Cannot GET ${request.path}`);
    const meta = await pageMetaFor(request.path, this.queries);
    response.status(meta.status).type('html').setHeader('Cache-Control', 'no-cache');
    const withMeta = withPageMeta(await this.renderIndexHtml(request.originalUrl), meta, `${this.config.get('APP_URL')}${request.path}`);
    const shell = withCspNonce(withMeta, cspNonceOf(response));
    const page = meta.serverRendered ? await this.serverRendered(request, response, shell) : undefined;
    return page ?? withHiddenHeading(shell, meta.heading);
  }

  /** The page drawn on the server, or undefined to send the shell: a failed render costs the visitor nothing but the wait for the script. */
  private async serverRendered(request: Request, response: Response, shell: string): Promise<string | undefined> {
    if (!this.renderPage) return undefined;
    try {
      const page = await this.renderPage({
        url: request.originalUrl,
        shell,
        apiOrigin: `http://127.0.0.1:${request.socket.localPort}`,
        nonce: cspNonceOf(response),
      });
      return page?.html;
    } catch (error) {
      this.logger.error({ err: error, url: request.originalUrl }, 'Server rendering failed; sending the page to be drawn in the browser');
      return undefined;
    }
  }
}
