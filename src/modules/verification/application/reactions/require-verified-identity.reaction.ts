import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../audit';
import { ApprovalRequested } from '../../../prescribing';
import { IdentityNotVerifiedError } from '../../domain/verification.errors';
import { IdentityCheck } from '../../infrastructure/identity-check.entity';

/**
 * A prescriber approves only a patient whose identity is verified (their newest check clear), or
 * records why they approve without it; the reason is audited. Prescribing again after a
 * re-consultation needs nothing new when the patient was verified before: their identity does not
 * change between supplies. Runs in the decision's transaction, so a refusal writes nothing.
 */
@Injectable()
@ReactsTo(ApprovalRequested, 'in-transaction')
export class RequireVerifiedIdentity implements DomainEventReaction<ApprovalRequested> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async react({ subscriptionId, patientUserId, prescriberUserId, represcribing, answers }: ApprovalRequested): Promise<void> {
    const latest = await this.em.findOne(IdentityCheck, { userId: patientUserId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (latest?.status === 'clear') return;
    if (represcribing && (await this.em.count(IdentityCheck, { userId: patientUserId, status: 'clear' })) > 0) return;
    const reason = answers.identityOverrideReason?.trim();
    if (!reason) throw new IdentityNotVerifiedError();
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: prescriberUserId,
        action: 'verification.identity.overridden',
        summary: 'Approved without a verified identity',
        customerId: patientUserId,
        subscriptionId,
        subject: `subscription:${subscriptionId}`,
        changes: [
          { field: 'identity_status', from: null, to: latest?.status ?? 'not_started' },
          { field: 'identity_override_reason', from: null, to: reason },
        ],
      }),
    );
  }
}
