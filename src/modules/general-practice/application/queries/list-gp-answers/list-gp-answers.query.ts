import { Query } from '@nestjs/cqrs';
import type { GpAnswerView } from '../../gp-views';

/** The customer's own answers to the GP step, one per subscription they answered it for. */
export class ListGpAnswersQuery extends Query<GpAnswerView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
