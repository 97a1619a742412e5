import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyRenewed } from '../../../subscription';
import { RiskAssessor } from '../risk-assessor';

/**
 * A renewal was paid: the flags are computed again and anything new is shown to staff. They do
 * not hold the renewal back (docs/patient-safety.md): the supply is already authorised by a
 * prescription and paid, and staff act on the flag (pause or cancel) if it calls for it.
 */
@Injectable()
@ReactsTo(SupplyRenewed, 'after-commit')
export class AssessOrderRiskOnRenewal implements DomainEventReaction<SupplyRenewed> {
  constructor(private readonly assessor: RiskAssessor) {}

  async react(event: SupplyRenewed): Promise<void> {
    const assessment = await this.assessor.assess(event.subscriptionId, { kind: 'renewal', subscriptionItemId: event.subscriptionItemId, paidOn: event.paidOn });
    // Most renewals raise nothing, and then the count the list shows has not moved: counting and
    // writing it anyway was two of a check's thirteen statements, for every renewal.
    if (assessment.checked && assessment.raised > 0) await this.assessor.publishOpenCount(event.subscriptionId);
  }
}
