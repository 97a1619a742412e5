import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { addToOutbox } from '../../../../shared/outbox/outbox';
import { JobName } from '../../../../shared/queue/jobs';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { GetPatientDetailsQuery } from '../../../identity';
import { PrescriptionIssued } from '../../../prescribing';
import { nextDueOnApproval } from '../../domain/next-due-date';
import { SubscriptionNotFoundError } from '../../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../../domain/subscription.state-machine';
import { Subscription } from '../../infrastructure/subscription.entity';

/**
 * A prescription was issued: the treatment becomes active, the next supply is due one
 * interval after the prescription date, and renewals stop at the prescription's expiry
 * until a fresh review. A delivery date staff set during the review (still after the
 * prescription date) is kept: approving never overwrites a choice someone made on purpose.
 * Runs inside the prescriber's unit of work, which flushes.
 */
@Injectable()
@ReactsTo(PrescriptionIssued, 'in-transaction')
export class ActivateOnPrescription implements DomainEventReaction<PrescriptionIssued> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async react(event: PrescriptionIssued): Promise<void> {
    const subscription = await this.em.findOne(Subscription, event.subscriptionId, { populate: ['items'] });
    if (!subscription) throw new SubscriptionNotFoundError();
    const firstItem = subscription.items.getItems()[0];
    if (subscription.status !== 'review' && subscription.status !== 'reconsult') {
      // A new prescription for a change of medicine the prescriber approved: the treatment runs on as it was, under the new one.
      subscription.prescriptionExpiresOn = event.expiresOn;
      return;
    }
    if (subscription.status === 'reconsult') {
      // Prescribed again after a re-consultation: the supply that was held keeps its due date, so the next day's renewal run charges it.
      SUBSCRIPTION_LIFECYCLE.take(subscription, 'represcribe', 'prescriber');
      subscription.dueAt = subscription.dueAt ?? event.prescribedOn;
      subscription.reconsultRequestedFor = undefined;
    } else if (!event.firstSupply) {
      // Started by staff, nothing paid yet: the first supply is charged on their start date, or at the next run if it has passed.
      SUBSCRIPTION_LIFECYCLE.take(subscription, 'approve', 'prescriber');
      subscription.dueAt = subscription.dueAt && subscription.dueAt > event.prescribedOn ? subscription.dueAt : event.prescribedOn;
    } else {
      SUBSCRIPTION_LIFECYCLE.take(subscription, 'approve', 'prescriber');
      subscription.dueAt = nextDueOnApproval(subscription.dueAt, event.prescribedOn, firstItem.interval, firstItem.intervalCount);
    }
    subscription.prescriptionExpiresOn = event.expiresOn;

    const patient = await this.queries.execute(new GetPatientDetailsQuery(subscription.userId));
    if (patient) {
      addToOutbox(this.em, JobName.SendEmail, {
        to: patient.email,
        template: 'treatment-approved',
        data: { firstName: patient.firstName, orderId: `#${subscription.id}`, treatment: firstItem.name },
      });
    }
  }
}
