import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SupplyCounter } from '../../supply-counter';
import { supplyCheckOf } from '../check-supply/check-supply.handler';
import type { SupplyCheck } from '../check-supply/check-supply.query';
import { CheckSuppliesQuery } from './check-supplies.query';

@QueryHandler(CheckSuppliesQuery)
export class CheckSuppliesHandler implements IQueryHandler<CheckSuppliesQuery> {
  constructor(private readonly supplies: SupplyCounter) {}

  async execute({ checks, onDate }: CheckSuppliesQuery): Promise<SupplyCheck[]> {
    return (await this.supplies.checkMany(checks, onDate)).map(supplyCheckOf);
  }
}
