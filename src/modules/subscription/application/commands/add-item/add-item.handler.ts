import { formatPounds } from '../../../../../shared/domain/money';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changeNeedsPrescriber, whyNotEdit } from '../../../domain/staff-rules';
import { ItemChangeProposals, type StaffItemChangeOutcome } from '../../item-change-proposals';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { copyCatalogueItem, StaffWorkbench } from '../../staff-workbench';
import { AddSubscriptionItemCommand } from './add-item.command';

@CommandHandler(AddSubscriptionItemCommand)
export class AddSubscriptionItemHandler implements ICommandHandler<AddSubscriptionItemCommand> {
  constructor(
    private readonly workbench: StaffWorkbench,
    private readonly proposals: ItemChangeProposals,
  ) {}

  async execute({ actorId, subscriptionId, catalogueItemId }: AddSubscriptionItemCommand): Promise<StaffItemChangeOutcome> {
    const subscription = await this.workbench.subscription(subscriptionId);
    const refusal = whyNotEdit(subscription.status);
    if (refusal) throw new StaffActionRefusedError(refusal);
    const source = await this.workbench.catalogueItem(catalogueItemId);
    if (changeNeedsPrescriber(subscription.status, Boolean(subscription.prescriptionExpiresOn))) return this.proposals.propose(actorId, subscription, source);
    const position = Math.max(-1, ...subscription.items.getItems().map((item) => item.position)) + 1;
    const item = copyCatalogueItem(Object.assign(new SubscriptionItem(), { subscription, position }), source);
    subscription.items.add(item);
    await this.workbench.audit(actorId, subscription, 'subscription.item.added', `Added item ${source.code}`, `subscription:${subscription.id}`, [
      { field: 'item', from: null, to: `[${source.code}] ${source.name}, ${formatPounds(source.pricePence)}` },
    ]);
    return 'applied';
  }
}
