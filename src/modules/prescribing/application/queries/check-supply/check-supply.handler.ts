import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isRefusal, type SupplyAllowed, type SupplyRefusal } from '../../../domain/supply-authority';
import { SupplyCounter } from '../../supply-counter';
import { CheckSupplyQuery, SupplyCheck } from './check-supply.query';

@QueryHandler(CheckSupplyQuery)
export class CheckSupplyHandler implements IQueryHandler<CheckSupplyQuery> {
  constructor(private readonly supplies: SupplyCounter) {}

  async execute({ subscriptionId, itemCode, onDate }: CheckSupplyQuery): Promise<SupplyCheck> {
    return supplyCheckOf(await this.supplies.check(subscriptionId, itemCode, onDate));
  }
}

/** The counter's outcome as other contexts are told it. */
export function supplyCheckOf(outcome: (SupplyAllowed & { prescriptionId: number }) | (SupplyRefusal & { prescriptionId: number | null })): SupplyCheck {
  if (isRefusal(outcome)) return { allowed: false, rule: outcome.rule, message: outcome.message, allowedFrom: 'allowedFrom' in outcome ? outcome.allowedFrom : undefined };
  return { allowed: true, prescriptionId: outcome.prescriptionId, supplyNumber: outcome.supplyNumber, suppliesAuthorised: outcome.suppliesAuthorised };
}
