import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BEFORE_AFTER_CASES, BeforeAfterCase } from '../../../content/before-after.content';
import { GetBeforeAfterCasesQuery } from './get-before-after-cases.query';

@QueryHandler(GetBeforeAfterCasesQuery)
export class GetBeforeAfterCasesHandler implements IQueryHandler<GetBeforeAfterCasesQuery> {
  async execute(): Promise<{ cases: BeforeAfterCase[] }> {
    return { cases: BEFORE_AFTER_CASES };
  }
}
