import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplyCounter } from '../../supply-counter';
import { ReadPrescriptionsAheadQuery } from './read-prescriptions-ahead.query';

@QueryHandler(ReadPrescriptionsAheadQuery)
export class ReadPrescriptionsAheadHandler implements IQueryHandler<ReadPrescriptionsAheadQuery> {
  constructor(private readonly supplies: SupplyCounter) {}

  async execute({ subscriptionIds }: ReadPrescriptionsAheadQuery): Promise<void> {
    await this.supplies.readAhead(subscriptionIds);
  }
}
