import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { whyNotChange, whyNotEdit } from '../../../domain/staff-rules';
import { ProposalNotFoundError, StaffActionRefusedError } from '../../../domain/subscription.errors';
import { ItemChangeProposal } from '../../../infrastructure/item-change-proposal.entity';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { forReview } from '../../queries/get-subscription-for-review/get-subscription-for-review.handler';
import { copyCatalogueItem, StaffWorkbench } from '../../staff-workbench';
import { SettleItemChangeCommand } from './settle-item-change.command';

@CommandHandler(SettleItemChangeCommand)
export class SettleItemChangeHandler implements ICommandHandler<SettleItemChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly workbench: StaffWorkbench,
  ) {}

  async execute({ proposalId, approve, decidedByUserId, declineReason }: SettleItemChangeCommand) {
    const found = await this.em.findOne(ItemChangeProposal, proposalId);
    if (!found) throw new ProposalNotFoundError();
    // The subscription row first, as every change to it locks it; then the proposal as it now stands.
    const subscription = await this.em.findOneOrFail(Subscription, found.subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const proposal = await this.em.findOneOrFail(ItemChangeProposal, proposalId, { refresh: true });
    if (proposal.status !== 'pending') throw new StaffActionRefusedError(`This change was ${proposal.status} already.`);
    Object.assign(proposal, { status: approve ? 'approved' : 'declined', decidedByUserId, decidedAt: new Date(), declineReason });
    const change = `[${proposal.itemCode}] ${proposal.itemName}`;
    if (!approve) {
      await this.workbench.audit(decidedByUserId, subscription, 'subscription.item.change-declined', `Declined the proposed change to ${change}`, `item_change_proposal:${proposal.id}`, [
        { field: 'reason', from: null, to: declineReason ?? null },
      ]);
      return null;
    }

    const refusal = whyNotEdit(subscription.status);
    if (refusal) throw new StaffActionRefusedError(refusal);
    const items = await this.em.find(SubscriptionItem, { subscription });
    const source = await this.workbench.catalogueItem(proposal.catalogueItemId);
    if (proposal.kind === 'change') {
      const item = items.find((each) => each.id === proposal.subscriptionItemId);
      if (!item) throw new StaffActionRefusedError('The item to change is no longer in the plan.');
      const notNow = whyNotChange(item.status);
      if (notNow) throw new StaffActionRefusedError(notNow);
      copyCatalogueItem(item, source);
    } else {
      const position = Math.max(-1, ...items.map((item) => item.position)) + 1;
      const added = copyCatalogueItem(Object.assign(new SubscriptionItem(), { subscription, position }), source);
      this.em.persist(added);
      items.push(added);
    }
    await this.workbench.audit(decidedByUserId, subscription, 'subscription.item.changed', `Approved the proposed change: ${proposal.replaces ? `${proposal.replaces} to ` : 'added '}${change}`, `item_change_proposal:${proposal.id}`, [
      { field: 'item', from: proposal.replaces ?? null, to: change },
    ]);
    return forReview(subscription, items, 'to-come');
  }
}
