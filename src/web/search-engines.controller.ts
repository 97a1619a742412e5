import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { GetShopPageQuery, ListJournalArticlesQuery } from '../modules/catalogue';
import { Access } from '../shared/auth/access.decorator';

const PUBLIC_PATHS = ['/', '/shop', '/ingredients', '/meet-the-team', '/reviews', '/journal', '/faqs', '/terms', '/privacy-policy', '/regulatory-information'];
const LANDING_PATHS = ['/acne', '/glow', '/anti-ageing', '/hyperpigmentation', '/rosacea', '/menopause', '/hormonal-acne'];

/** robots.txt and sitemap.xml, built from the catalogue so new treatments and articles appear by themselves. */
@ApiExcludeController()
@Access('public')
@Controller()
export class SearchEnginesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return ['User-agent: *', 'Disallow: /v2/', 'Disallow: /consultation/', 'Disallow: /dev/', '', `Sitemap: ${this.config.get('APP_URL')}/sitemap.xml`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemap(): Promise<string> {
    const [shop, journal] = await Promise.all([this.queries.execute(new GetShopPageQuery()), this.queries.execute(new ListJournalArticlesQuery())]);
    const productPaths = shop.categories.flatMap((category) => category.items.flatMap((item) => (item.buttonHref ? [item.buttonHref] : [])));
    const articlePaths = journal.articles.map((article) => `/journal/${article.slug}`);
    const origin = this.config.get('APP_URL');
    const urls = [...PUBLIC_PATHS, ...LANDING_PATHS, ...productPaths, ...articlePaths].map((path) => `  <url><loc>${origin}${path}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
