import { Query } from '@nestjs/cqrs';
import type { SavedCard } from '../../payment-gateway';

/** The saved cards of the customer with this email, for Start Subscription (Admin); found false when no customer has it. */
export class ListCustomerCardsQuery extends Query<{ found: boolean; methods: SavedCard[] }> {
  constructor(readonly email: string) {
    super();
  }
}
