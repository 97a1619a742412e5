import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { StaffCatalogueItem } from '../../catalogue';
import { StaffActionRefusedError } from '../domain/subscription.errors';
import { ItemChangeProposal } from '../infrastructure/item-change-proposal.entity';
import type { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import type { Subscription } from '../infrastructure/subscription.entity';
import { StaffWorkbench } from './staff-workbench';

/** What a staff Change item or Add item did: took effect, or waits for a prescriber. */
export type StaffItemChangeOutcome = 'applied' | 'proposed';

const ONE_AT_A_TIME = 'A change to this treatment is already waiting for a prescriber: they approve or decline it first.';

/** Holds a staff change of medicine as a proposal for a prescriber (docs/prescribing-and-fulfilment.md, "Changes of medicine"). */
@Injectable()
export class ItemChangeProposals {
  constructor(
    private readonly em: EntityManager,
    private readonly workbench: StaffWorkbench,
  ) {}

  /** Records the proposal and its audit entry; one waits per subscription at a time. */
  async propose(actorId: number, subscription: Subscription, source: StaffCatalogueItem, changing?: SubscriptionItem): Promise<StaffItemChangeOutcome> {
    if ((await this.em.count(ItemChangeProposal, { subscriptionId: subscription.id, status: 'pending' })) > 0) throw new StaffActionRefusedError(ONE_AT_A_TIME);
    const replaces = changing && `[${changing.code}] ${changing.name}`;
    const proposal = this.em.create(ItemChangeProposal, {
      subscriptionId: subscription.id,
      kind: changing ? 'change' : 'add',
      subscriptionItemId: changing?.id,
      replaces,
      catalogueItemId: source.id,
      itemCode: source.code,
      itemName: source.name,
      pricePence: source.pricePence,
      proposedByUserId: actorId,
      proposedAt: new Date(),
      status: 'pending',
    });
    await this.em.flush();
    await this.workbench.audit(
      actorId,
      subscription,
      'subscription.item.change-proposed',
      `Proposed ${changing ? `changing ${replaces} to` : 'adding'} [${source.code}] ${source.name}, for a prescriber to approve`,
      `item_change_proposal:${proposal.id}`,
      [{ field: 'item', from: replaces ?? null, to: `[${source.code}] ${source.name}` }],
    );
    return 'proposed';
  }
}
