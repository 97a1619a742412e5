import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/domain/clock';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../audit';
import { ApprovalRequested } from '../../../prescribing';
import { RecordOpenRiskFlagsCommand } from '../../../subscription';
import { FLAG_LABELS, FlagOfAnotherSubscriptionError, FlagsNotAcknowledgedError } from '../../domain/order-risk.errors';
import { OrderRiskFlag } from '../../infrastructure/order-risk-flag.entity';
import { ReviewChecks } from '../review-checks';

/**
 * A prescriber approves only once each open flag of the subscription has their note: otherwise the
 * approval is refused (400) and, this running inside the decision's transaction, nothing of it is
 * written. With the notes, each flag is marked acknowledged and audited in that same transaction.
 */
@Injectable()
@ReactsTo(ApprovalRequested, 'in-transaction')
export class RequireFlagAcknowledgements implements DomainEventReaction<ApprovalRequested> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly checks: ReviewChecks,
  ) {}

  async react(event: ApprovalRequested): Promise<void> {
    // The flags are normally computed by the worker right after payment; never approve before they are.
    await this.checks.ensureReviewChecked(event.subscriptionId);
    const flags = await this.em.find(OrderRiskFlag, { subscriptionId: event.subscriptionId }, { orderBy: { id: 'asc' } });
    const acknowledgements = event.answers.flagAcknowledgements ?? [];
    const ownIds = new Set(flags.map((flag) => flag.id));
    const foreign = acknowledgements.filter((acknowledgement) => !ownIds.has(acknowledgement.flagId)).map((acknowledgement) => acknowledgement.flagId);
    if (foreign.length) throw new FlagOfAnotherSubscriptionError([...new Set(foreign)], event.subscriptionId);

    const notes = new Map(acknowledgements.filter((acknowledgement) => acknowledgement.note?.trim()).map((acknowledgement) => [acknowledgement.flagId, acknowledgement.note.trim()]));
    const open = flags.filter((flag) => !flag.acknowledgedAt);
    const missing = open.filter((flag) => !notes.has(flag.id));
    if (missing.length) throw new FlagsNotAcknowledgedError(missing.map((flag) => `#${flag.id} ${FLAG_LABELS[flag.kind]}`));

    const now = this.clock.now();
    for (const flag of open) {
      Object.assign(flag, { acknowledgedBy: event.prescriberUserId, acknowledgedAt: now, note: notes.get(flag.id) });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: event.prescriberUserId,
          action: 'order_risk.flag.acknowledged',
          summary: `Acknowledged the '${FLAG_LABELS[flag.kind]}' flag before approving`,
          customerId: event.patientUserId,
          subscriptionId: event.subscriptionId,
          subject: `order_risk_flag:${flag.id}`,
          changes: [{ field: 'note', from: null, to: flag.note ?? null }],
        }),
      );
    }
    await this.em.flush();
    if (open.length) await this.commands.execute(new RecordOpenRiskFlagsCommand(event.subscriptionId, 0));
  }
}
