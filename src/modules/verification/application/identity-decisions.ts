import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/domain/clock';
import { RecordAuditEntryCommand } from '../../audit';
import { DeclineForFailedIdentityCheckCommand } from '../../prescribing';
import type { IdentityDecision } from '../domain/identity-check-status';
import type { IdentityCheck } from '../infrastructure/identity-check.entity';

const SUMMARIES: Record<IdentityDecision, string> = {
  clear: 'Identity verified',
  consider: 'Identity check needs a manual review',
  rejected: 'Identity could not be verified',
};

/**
 * Records a check's decision, by the provider (actor null) or by staff, on the audit trail; a
 * rejected check declines the subscription it was for, with a full refund, through prescribing.
 * Runs in the caller's transaction.
 */
@Injectable()
export class IdentityDecisions {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async settle(check: IdentityCheck, decision: IdentityDecision, staff: { userId: number; note: string } | null): Promise<void> {
    const before = check.status;
    check.status = decision;
    if (decision !== 'consider') check.decidedAt = this.clock.now();
    if (staff) Object.assign(check, { reviewedByUserId: staff.userId, reviewNote: staff.note });
    await this.em.flush();
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: staff?.userId ?? null,
        action: staff ? 'verification.identity.reviewed' : 'verification.identity.completed',
        summary: staff ? `${SUMMARIES[decision]} after a manual review` : SUMMARIES[decision],
        customerId: check.userId,
        subscriptionId: check.subscriptionId,
        subject: `identity_check:${check.id}`,
        changes: [{ field: 'status', from: before, to: decision }, ...(staff ? [{ field: 'note', from: null, to: staff.note }] : [])],
      }),
    );
    if (decision === 'rejected' && check.subscriptionId) await this.commands.execute(new DeclineForFailedIdentityCheckCommand(check.subscriptionId, staff?.userId ?? null));
  }
}
