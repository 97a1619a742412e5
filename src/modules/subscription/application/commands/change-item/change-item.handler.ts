import { formatPounds } from '../../../../../shared/domain/money';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changeNeedsPrescriber, whyNotChange, whyNotEdit } from '../../../domain/staff-rules';
import { ItemChangeProposals, type StaffItemChangeOutcome } from '../../item-change-proposals';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
import { copyCatalogueItem, StaffWorkbench } from '../../staff-workbench';
import { ChangeSubscriptionItemCommand } from './change-item.command';

@CommandHandler(ChangeSubscriptionItemCommand)
export class ChangeSubscriptionItemHandler implements ICommandHandler<ChangeSubscriptionItemCommand> {
  constructor(
    private readonly workbench: StaffWorkbench,
    private readonly proposals: ItemChangeProposals,
  ) {}

  async execute({ actorId, subscriptionItemId, catalogueItemId }: ChangeSubscriptionItemCommand): Promise<StaffItemChangeOutcome> {
    const item = await this.workbench.item(subscriptionItemId);
    const refusal = whyNotEdit(item.subscription.status) ?? whyNotChange(item.status);
    if (refusal) throw new StaffActionRefusedError(refusal);
    const source = await this.workbench.catalogueItem(catalogueItemId);
    if (changeNeedsPrescriber(item.subscription.status, Boolean(item.subscription.prescriptionExpiresOn))) return this.proposals.propose(actorId, item.subscription, source, item);
    const before = `[${item.code}] ${item.name}, ${formatPounds(item.pricePence)}`;
    copyCatalogueItem(item, source);
    await this.workbench.audit(actorId, item.subscription, 'subscription.item.changed', `Changed item ${before.split(' ')[0]} to [${source.code}]`, `subscription_item:${item.id}`, [
      { field: 'item', from: before, to: `[${source.code}] ${source.name}, ${formatPounds(source.pricePence)}` },
    ]);
    return 'applied';
  }
}
