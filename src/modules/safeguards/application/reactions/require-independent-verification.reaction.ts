import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/domain/clock';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../audit';
import { ApprovalRequested } from '../../../prescribing';
import { SafeguardsNotMetError } from '../../domain/safeguards.errors';
import { SafeguardAssessor } from '../safeguard-assessor';

/**
 * A prescriber approves a medicine in an extra-safeguard category only once what the patient said
 * online is independently verified (and, for one that needs monitoring, the GP will be told; for
 * the others without a GP, the prescriber has said why it is still safe). Otherwise the approval is
 * refused (409, every unmet safeguard at once) and, this running inside the decision's transaction,
 * nothing of it is written. With them met, the verifications are marked as relied on by this
 * decision and the approval's grounds go on the audit trail, in the same transaction.
 */
@Injectable()
@ReactsTo(ApprovalRequested, 'in-transaction')
export class RequireIndependentVerification implements DomainEventReaction<ApprovalRequested> {
  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly assessor: SafeguardAssessor,
  ) {}

  async react({ subscriptionId, patientUserId, prescriberUserId, represcribing, answers }: ApprovalRequested): Promise<void> {
    const assessment = await this.assessor.assess(subscriptionId, answers.gpJustification);
    if (!assessment || assessment.requirements.length === 0) return;
    // On a first approval the GP step's own check asks for that same reason (gp_justification) and
    // refuses without it: saying so twice would not help. Prescribing again, only this gate asks.
    const unmet = assessment.requirements.filter((requirement) => !requirement.met && (represcribing || requirement.rule !== 'safe_without_gp'));
    if (unmet.length) throw new SafeguardsNotMetError(unmet.map((requirement) => requirement.text));

    const now = this.clock.now();
    for (const verification of assessment.verifications) verification.reliedOnAt = now;
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: prescriberUserId,
        action: 'safeguards.approval.verified',
        summary: `Approved safeguarded medicines on ${assessment.verifications.length} independent verification${assessment.verifications.length === 1 ? '' : 's'}`,
        customerId: patientUserId,
        subscriptionId,
        subject: `subscription:${subscriptionId}`,
        changes: [
          { field: 'verifications', from: null, to: assessment.verifications.map(({ id, kind }) => `#${id} ${kind}`).join(', ') },
          ...(answers.gpJustification?.trim() && assessment.gpStatus !== 'consented' ? [{ field: 'safe_without_gp', from: null, to: answers.gpJustification.trim() }] : []),
        ],
      }),
    );
  }
}
