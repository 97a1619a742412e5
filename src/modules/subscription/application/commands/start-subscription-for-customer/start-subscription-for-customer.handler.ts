import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { FindUserByEmailQuery } from '../../../../identity';
import { CatalogueChoiceNotFoundError, CustomerNotFoundByEmailError, DateInThePastError, UnknownPaymentMethodError } from '../../../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { CustomerCards } from '../../customer-cards';
import { copyCatalogueItem, StaffWorkbench } from '../../staff-workbench';
import { StaffStartedSubscription, StartSubscriptionForCustomerCommand } from './start-subscription-for-customer.command';

@CommandHandler(StartSubscriptionForCustomerCommand)
export class StartSubscriptionForCustomerHandler implements ICommandHandler<StartSubscriptionForCustomerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly workbench: StaffWorkbench,
    private readonly cards: CustomerCards,
    private readonly clock: Clock,
  ) {}

  async execute({ actorId, customerEmail, paymentMethodId, planId, startDate }: StartSubscriptionForCustomerCommand): Promise<StaffStartedSubscription> {
    const customer = await this.queries.execute(new FindUserByEmailQuery(customerEmail, 'customer'));
    if (!customer) throw new CustomerNotFoundByEmailError();
    if (startDate < ukCalendarDate(this.clock.now())) throw new DateInThePastError('startDate');
    const treatment = (await this.workbench.catalogue()).find((each) => each.plans.some((plan) => plan.id === planId));
    const plan = treatment?.plans.find((each) => each.id === planId);
    if (!treatment || !plan || plan.items.length === 0) throw new CatalogueChoiceNotFoundError('plan');
    const cards = await this.cards.of(customer.id);
    if (!cards.some((card) => card.id === paymentMethodId)) throw new UnknownPaymentMethodError();

    const subscription = Object.assign(new Subscription(), {
      userId: customer.id,
      condition: treatment.condition,
      treatmentPlanId: plan.id,
      pricePence: plan.items[0].pricePence,
      dueAt: startDate,
      paymentMethodId,
    });
    plan.items.forEach((source, position) => subscription.items.add(copyCatalogueItem(Object.assign(new SubscriptionItem(), { subscription, position }), source)));
    // Staff start it deliberately for a known patient, with no checkout: it waits for a prescriber
    // (nothing is charged or sent without a prescription), then runs from the start date.
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'start', 'staff');
    // The subscription needs its id before the audit entry can name it: both in one transaction.
    await this.em.transactional(async (em) => {
      await em.persist(subscription).flush();
      await this.workbench.audit(actorId, subscription, 'subscription.started_by_staff', `Started ${treatment.title} (${plan.name}) for the customer`, `subscription:${subscription.id}`, [
        { field: 'plan', from: null, to: `${treatment.title}: ${plan.name}` },
        { field: 'dueAt', from: null, to: startDate },
        { field: 'paymentMethod', from: null, to: paymentMethodId },
      ]);
    });
    return { subscriptionId: subscription.id };
  }
}
