import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserContactsQuery } from '../../../../identity';
import { ListOngoingSubscriptionsQuery } from '../../../../subscription';
import { ChatCustomerNotFoundError } from '../../../domain/chat.errors';
import { ChatCustomer, GetChatCustomerQuery } from './get-chat-customer.query';

@QueryHandler(GetChatCustomerQuery)
export class GetChatCustomerHandler implements IQueryHandler<GetChatCustomerQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ customerId }: GetChatCustomerQuery): Promise<ChatCustomer> {
    const [contact] = await this.queries.execute(new GetUserContactsQuery([customerId]));
    if (contact?.role !== 'customer') throw new ChatCustomerNotFoundError();
    const subscriptions = await this.queries.execute(new ListOngoingSubscriptionsQuery(customerId));
    return {
      user: {
        id: contact.id,
        name: contact.firstName,
        surname: contact.lastName,
        email: contact.email,
        mobile: contact.mobile ?? null,
        created_at: contact.createdAt,
      },
      subscriptions: subscriptions.map((subscription) => ({
        id: subscription.id,
        status: subscription.status,
        stripe_subscription_id: subscription.stripeSubscriptionId,
        due_at: subscription.dueAt,
      })),
    };
  }
}
