import { Query } from '@nestjs/cqrs';

/** The customer whose referral code this is (codes are case-insensitive), or null. */
export class FindReferrerQuery extends Query<{ userId: number; firstName: string } | null> {
  constructor(readonly referralCode: string) {
    super();
  }
}
