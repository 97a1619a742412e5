import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../audit';
import { ApprovalRequested } from '../../../prescribing';
import { JustificationRequiredError, JustificationTooLongError } from '../../domain/general-practice.errors';
import { gpStatusOf, JUSTIFICATION_LIMITS, justificationNeeded } from '../../domain/gp-sharing';
import { GpDetails } from '../../infrastructure/gp-details.entity';
import { GpJustification } from '../../infrastructure/gp-justification.entity';

/**
 * A prescriber approves a patient whose GP will not be told (no consent, no GP, or the step not
 * answered): they must say why, and the reason joins the clinical record in the same transaction
 * as the prescription. Refusing here rolls the whole decision back. Prescribing again after a
 * re-consultation asks nothing: the first approval settled it.
 */
@Injectable()
@ReactsTo(ApprovalRequested, 'in-transaction')
export class RequireGpJustification implements DomainEventReaction<ApprovalRequested> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async react({ subscriptionId, patientUserId, prescriberUserId, represcribing, answers }: ApprovalRequested): Promise<void> {
    if (represcribing) return;
    const status = gpStatusOf(await this.em.findOne(GpDetails, { subscriptionId }));
    const why = justificationNeeded(status);
    if (!why) return;
    const justification = answers.gpJustification?.trim() ?? '';
    if (justification.length < JUSTIFICATION_LIMITS.min) throw new JustificationRequiredError(why);
    if (justification.length > JUSTIFICATION_LIMITS.max) throw new JustificationTooLongError(JUSTIFICATION_LIMITS.max);
    const record = Object.assign(new GpJustification(), { subscriptionId, patientUserId, prescriberUserId, gpStatus: status, justification });
    this.em.persist(record);
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: prescriberUserId,
        action: 'general_practice.justification.recorded',
        summary: 'Recorded why the treatment is prescribed without telling the GP',
        customerId: patientUserId,
        subscriptionId,
        subject: `subscription:${subscriptionId}`,
        changes: [{ field: 'gp_justification', from: null, to: justification }],
      }),
    );
  }
}
