import { Query } from '@nestjs/cqrs';

export interface ChatCustomer {
  user: { id: number; name: string; surname: string; email: string; mobile: string | null; created_at: string };
  subscriptions: { id: number; status: string; stripe_subscription_id: string | null; due_at: string | null }[];
}

/** Who staff are talking to (spec §7 'Chat page props: user, subscriptions'); consultations come from the consultation context's own call. */
export class GetChatCustomerQuery extends Query<ChatCustomer> {
  constructor(readonly customerId: number) {
    super();
  }
}
