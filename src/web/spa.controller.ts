import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { Access } from '../shared/auth/access.decorator';
import { withPageMeta } from './index-html';
import { pageMetaFor } from './page-meta';
import type { IndexHtmlRenderer } from './web-assets';

export const INDEX_HTML_RENDERER = Symbol('INDEX_HTML_RENDERER');

/**
 * History fallback: a browser asking for a screen route (/shop, /v2/profile...)
 * gets the SPA's index.html, with that page's title, description and heading
 * already in it, and a 404 status for pages that do not exist. Registered last,
 * so every API route wins over it; it answers only requests that want HTML, so an
 * API client still gets a JSON 404.
 */
@ApiExcludeController()
@Access('public')
@Controller()
export class SpaController {
  constructor(
    @Inject(INDEX_HTML_RENDERER) private readonly renderIndexHtml: IndexHtmlRenderer | undefined,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Get('{*path}')
  async screen(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!this.renderIndexHtml || request.accepts(['json', 'html']) !== 'html') throw new NotFoundException(`Cannot GET ${request.path}`);
    const meta = await pageMetaFor(request.path, this.queries);
    response.status(meta.status).type('html').setHeader('Cache-Control', 'no-cache');
    return withPageMeta(await this.renderIndexHtml(request.originalUrl), meta, `${this.config.get('APP_URL')}${request.path}`);
  }
}
