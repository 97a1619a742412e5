import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { whyNotEdit } from '../../../domain/staff-rules';
import { DateInThePastError, StaffActionRefusedError } from '../../../domain/subscription.errors';
import { PrescriptionDateWindow } from '../../prescription-date-window';
import { StaffWorkbench } from '../../staff-workbench';
import { ChangeDueDateCommand } from './change-due-date.command';

@CommandHandler(ChangeDueDateCommand)
export class ChangeDueDateHandler implements ICommandHandler<ChangeDueDateCommand> {
  constructor(
    private readonly workbench: StaffWorkbench,
    private readonly clock: Clock,
    private readonly prescriptionDates: PrescriptionDateWindow,
  ) {}

  async execute({ actorId, subscriptionId, dueAt }: ChangeDueDateCommand): Promise<void> {
    const subscription = await this.workbench.subscription(subscriptionId);
    const refusal = whyNotEdit(subscription.status);
    if (refusal) throw new StaffActionRefusedError(refusal);
    if (dueAt < ukCalendarDate(this.clock.now())) throw new DateInThePastError('due_at');
    const before = subscription.dueAt ?? null;
    if (before === dueAt) return;
    await this.prescriptionDates.refuseBeforeAllowed(subscription, dueAt, 'due_at');
    subscription.dueAt = dueAt;
    await this.workbench.audit(actorId, subscription, 'subscription.due_date.changed', 'Changed the next delivery date', `subscription:${subscription.id}`, [{ field: 'dueAt', from: before, to: dueAt }]);
  }
}
