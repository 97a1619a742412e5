import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplyCounter } from '../../supply-counter';
import { CheckDispatchQuery } from './check-dispatch.query';

@QueryHandler(CheckDispatchQuery)
export class CheckDispatchHandler implements IQueryHandler<CheckDispatchQuery> {
  constructor(private readonly supplies: SupplyCounter) {}

  execute({ subscriptionItemId, onDate }: CheckDispatchQuery): Promise<string | null> {
    return this.supplies.dispatchRefusal(subscriptionItemId, onDate);
  }
}
