import { Query } from '@nestjs/cqrs';
import type { BeforeAfterCase } from '../../../content/before-after.content';

export class GetBeforeAfterCasesQuery extends Query<{ cases: BeforeAfterCase[] }> {}
