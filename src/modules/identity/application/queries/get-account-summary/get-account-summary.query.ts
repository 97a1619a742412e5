import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/auth/principal';

export interface AccountSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Shared as a link carrying `promo_code`: £10 off a friend's first order, £10 credit back. */
  referralCode: string;
}

/** The signed-in user as the shared layout needs them; null when the account no longer exists. */
export class GetAccountSummaryQuery extends Query<AccountSummary | null> {
  constructor(readonly userId: number) {
    super();
  }
}
