import { Injectable } from '@nestjs/common';
import { Query, QueryBus } from '@nestjs/cqrs';
import {
  GetBeforeAfterCasesQuery,
  GetConditionPageQuery,
  GetFaqGroupsQuery,
  GetHomeContentQuery,
  GetJournalArticleQuery,
  GetShopPageQuery,
  GetTeamQuery,
  GetTreatmentPageQuery,
  ListIngredientsQuery,
  ListJournalArticlesQuery,
  ListReviewsQuery,
} from '../modules/catalogue';
import { GetLegalDocumentQuery } from '../modules/legal';
import { GetRegulatoryInformationQuery } from '../modules/pharmacy';
import { DomainError } from '../shared/domain/domain-error';
import { PublicReadCache } from '../shared/public-reads/public-read-cache';
import type { PageData } from './web-assets';

const SLUG = '([a-z0-9-]{1,80})';
const REVIEW_PAGES = { page: { fallback: 1, max: 10_000 }, perPage: { fallback: 10, max: 50 } };

class BadRequest extends Error {}

/**
 * The public reads the server renderer may ask for, by the API path the browser uses for
 * the same data (the controllers in catalogue/api, pharmacy/api and legal/api): the same
 * query, so the same cached result and the same JSON, without the HTTP round trip.
 */
const PUBLIC_READS: [RegExp, (match: RegExpExecArray, search: URLSearchParams) => Query<object>][] = [
  [/^\/catalogue\/shop$/, () => new GetShopPageQuery()],
  [new RegExp(`^/catalogue/treatments/${SLUG}$`), (match) => new GetTreatmentPageQuery(match[1]!)],
  [new RegExp(`^/catalogue/conditions/${SLUG}$`), (match) => new GetConditionPageQuery(match[1]!)],
  [/^\/catalogue\/ingredients$/, () => new ListIngredientsQuery()],
  [/^\/content\/home$/, () => new GetHomeContentQuery()],
  [/^\/content\/before-after$/, () => new GetBeforeAfterCasesQuery()],
  [/^\/content\/team$/, () => new GetTeamQuery()],
  [/^\/content\/reviews$/, (_match, search) => new ListReviewsQuery(wholeNumber(search, 'page'), wholeNumber(search, 'perPage'))],
  [/^\/content\/journal$/, () => new ListJournalArticlesQuery()],
  [new RegExp(`^/content/journal/${SLUG}$`), (match) => new GetJournalArticleQuery(match[1]!)],
  [/^\/content\/faqs$/, () => new GetFaqGroupsQuery()],
  [/^\/content\/regulatory-information$/, () => new GetRegulatoryInformationQuery()],
  [/^\/content\/legal\/terms$/, () => new GetLegalDocumentQuery('terms')],
  [/^\/content\/legal\/privacy-policy$/, () => new GetLegalDocumentQuery('privacy-policy')],
];

/**
 * Hands the server renderer (web/src/entry-server.tsx) its page data in-process: the JSON
 * and status the API would send for that path, taken from the same query handlers and
 * their cache. A path that is not a public read is refused, so a render can never reach
 * anything personal this way.
 */
@Injectable()
export class PageDataLoader {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: PublicReadCache,
  ) {}

  readonly load = async (pathAndSearch: string): Promise<PageData> => {
    const url = new URL(pathAndSearch, 'http://page-data');
    for (const [pattern, toQuery] of PUBLIC_READS) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      try {
        const value = await this.queries.execute(toQuery(match, url.searchParams));
        return { status: 200, json: this.cache.serialise(value).json };
      } catch (error) {
        if (error instanceof BadRequest) return failure(400, 'REQUEST.INVALID', error.message);
        if (error instanceof DomainError && error.kind === 'not_found') return failure(404, error.code, error.message);
        throw error;
      }
    }
    return failure(404, 'NOT_FOUND', `Cannot GET ${url.pathname}`);
  };
}

/** The API's ErrorBody for the same failure (shared/http/all-exceptions.filter.ts). */
function failure(statusCode: number, error: string, message: string): PageData {
  return { status: statusCode, json: JSON.stringify({ statusCode, error, message }) };
}

function wholeNumber(search: URLSearchParams, name: keyof typeof REVIEW_PAGES): number {
  const { fallback, max } = REVIEW_PAGES[name];
  const text = search.get(name);
  if (text === null || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new BadRequest(`${name} must be a whole number from 1 to ${max}`);
  return value;
}
