import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { PrescriptionIssued } from '../../../prescribing';
import { CHECK_IN_LIFECYCLE } from '../../domain/check-in.state-machine';
import { CheckIn } from '../../infrastructure/check-in.entity';

/**
 * 'Adjust the formula' is the change-of-medicine path: a proposed change a prescriber approves
 * with a new signed prescription. When that prescription is issued for a subscription whose
 * check-in is waiting, the check-in is closed as adjusted, naming it, in the same transaction;
 * the new prescription's supplies count from 1, so the held renewal goes ahead.
 */
@Injectable()
@ReactsTo(PrescriptionIssued, 'in-transaction')
export class CloseCheckInOnNewPrescription implements DomainEventReaction<PrescriptionIssued> {
  constructor(private readonly em: EntityManager) {}

  async react(event: PrescriptionIssued): Promise<void> {
    const waiting = await this.em.find(CheckIn, { subscriptionId: event.subscriptionId, status: { $in: ['open', 'answered'] } });
    for (const checkIn of waiting) {
      CHECK_IN_LIFECYCLE.take(checkIn, 'adjust', 'prescriber');
      Object.assign(checkIn, { decidedAt: new Date(), decisionNote: `Adjusted: new prescription #${event.prescriptionId} for ${event.medicine}` });
    }
  }
}
