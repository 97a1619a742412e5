import { Controller, Get, Header, Inject, NotFoundException, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../shared/auth/access.decorator';
import type { IndexHtmlRenderer } from './web-assets';

export const INDEX_HTML_RENDERER = Symbol('INDEX_HTML_RENDERER');

/**
 * History fallback: a browser asking for a screen route (/shop, /v2/profile...)
 * gets the SPA's index.html. Registered last, so every API route wins over it, and
 * it answers only requests that want HTML: an API client still gets a JSON 404.
 */
@ApiExcludeController()
@Access('public')
@Controller()
export class SpaController {
  constructor(@Inject(INDEX_HTML_RENDERER) private readonly renderIndexHtml: IndexHtmlRenderer | undefined) {}

  @Get('{*path}')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  async screen(@Req() request: Request): Promise<string> {
    if (!this.renderIndexHtml || request.accepts(['json', 'html']) !== 'html') throw new NotFoundException(`Cannot GET ${request.path}`);
    return this.renderIndexHtml(request.originalUrl);
  }
}
