import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
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
  async screen(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!this.renderIndexHtml || request.accepts(['json', 'html']) !== 'html') throw new NotFoundException(`Cannot GET ${request.path}`);
    response.type('html').setHeader('Cache-Control', 'no-cache');
    return this.renderIndexHtml(request.originalUrl);
  }
}
