import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BEFORE_AFTER_CASES, BeforeAfterCase } from '../../../content/before-after.content';
import { GetBeforeAfterCasesQuery } from './get-before-after-cases.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetBeforeAfterCasesQuery)
export class GetBeforeAfterCasesHandler implements IQueryHandler<GetBeforeAfterCasesQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(): Promise<{ cases: BeforeAfterCase[] }> {
    return this.cache.read('content:before-after', () => this.load());
  }

  private async load(): Promise<{ cases: BeforeAfterCase[] }> {
    return { cases: BEFORE_AFTER_CASES };
  }
}
