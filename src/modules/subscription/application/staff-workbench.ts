import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RecordAuditEntryCommand, type AuditChange } from '../../audit';
import { GetStaffCatalogueQuery, type StaffCatalogueItem, type StaffCatalogueTreatment } from '../../catalogue';
import { CatalogueChoiceNotFoundError, SubscriptionItemNotFoundError, SubscriptionNotFoundError } from '../domain/subscription.errors';
import { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import { Subscription } from '../infrastructure/subscription.entity';

/** What every back-office command on a subscription needs: loading what it acts on, the catalogue, and the audit record. */
@Injectable()
export class StaffWorkbench {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async subscription(id: number): Promise<Subscription> {
    const subscription = await this.em.findOne(Subscription, id, { populate: ['items'] });
    if (!subscription) throw new SubscriptionNotFoundError();
    return subscription;
  }

  async item(id: number): Promise<SubscriptionItem> {
    const item = await this.em.findOne(SubscriptionItem, id, { populate: ['subscription.items'] });
    if (!item) throw new SubscriptionItemNotFoundError();
    return item;
  }

  catalogue(): Promise<StaffCatalogueTreatment[]> {
    return this.queries.execute(new GetStaffCatalogueQuery());
  }

  async catalogueItem(itemId: number): Promise<StaffCatalogueItem> {
    const item = (await this.catalogue()).flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((each) => each.id === itemId);
    if (!item) throw new CatalogueChoiceNotFoundError('item');
    return item;
  }

  /** Records the action and commits it with the changes made so far (one transaction). */
  async audit(actorId: number, subscription: Subscription, action: string, summary: string, subject: string, changes: AuditChange[]): Promise<void> {
    await this.commands.execute(new RecordAuditEntryCommand({ actorId, action, summary, customerId: subscription.userId, subscriptionId: subscription.id, subject, changes }));
    await this.em.flush();
  }
}

/** Copies a catalogue item into a subscription item: the price is fixed at this moment (ADR 0004). */
export function copyCatalogueItem(target: SubscriptionItem, source: StaffCatalogueItem): SubscriptionItem {
  return Object.assign(target, {
    catalogueItemId: source.id,
    code: source.code,
    name: source.name,
    pricePence: source.pricePence,
    interval: source.interval ?? undefined,
    intervalCount: source.intervalCount ?? undefined,
  });
}
