import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { ReviewDeclined } from '../../../prescribing';
import { RecordOpenRiskFlagsCommand } from '../../../subscription';

/**
 * A declined order is cancelled and refunded: its flags need nobody's note any more, so it leaves
 * the list's 'Flagged only' (the flags stay on its page, open, as what was found).
 */
@Injectable()
@ReactsTo(ReviewDeclined, 'after-commit')
export class ClearOpenCountOnDecline implements DomainEventReaction<ReviewDeclined> {
  constructor(private readonly commands: CommandBus) {}

  async react(event: ReviewDeclined): Promise<void> {
    await this.commands.execute(new RecordOpenRiskFlagsCommand(event.subscriptionId, 0));
  }
}
