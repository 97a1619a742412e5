import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';

export const PROPOSAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * A staff change to the medicines of a subscription under a live prescription (Change item, Add
 * item), held until a prescriber approves it with a new prescription, or declines it. Until then
 * the renewals charge and ship only what is prescribed. Kept once decided, as the record of who
 * asked for what and who decided.
 */
@Entity({ tableName: 'item_change_proposal' })
export class ItemChangeProposal {
  @PrimaryKey()
  id!: number;

  @Property()
  @Index()
  subscriptionId!: number;

  /** 'change': `subscriptionItemId` becomes the catalogue item; 'add': the catalogue item joins the plan. */
  @Property({ length: 10 })
  kind!: 'change' | 'add';

  @Property({ nullable: true })
  subscriptionItemId?: number;

  /** What the item was, for a change: '[811C] Acne formula'. */
  @Property({ length: 200, nullable: true })
  replaces?: string;

  @Property()
  catalogueItemId!: number;

  @Property({ length: 20 })
  itemCode!: string;

  @Property({ length: 160 })
  itemName!: string;

  @Property()
  pricePence!: Pence;

  @Property()
  proposedByUserId!: number;

  @TimestampProperty()
  proposedAt: Date = new Date();

  @Enum({ items: [...PROPOSAL_STATUSES], nativeEnumName: 'item_change_proposal_status' })
  status: ProposalStatus = 'pending';

  @Property({ nullable: true })
  decidedByUserId?: number;

  @TimestampProperty({ nullable: true })
  decidedAt?: Date;

  @Property({ type: 'text', nullable: true })
  declineReason?: string;
}
