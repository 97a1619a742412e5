import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { AccountSummary, GetAccountSummaryQuery } from './get-account-summary.query';

@QueryHandler(GetAccountSummaryQuery)
export class GetAccountSummaryHandler implements IQueryHandler<GetAccountSummaryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetAccountSummaryQuery): Promise<AccountSummary | null> {
    const user = await this.em.findOne(User, userId, { fields: ['id', 'email', 'role', 'firstName', 'lastName', 'referralCode', 'restrictedAt'] });
    // An erased account has no one left to show: a session that outlived the erasure reads as signed out.
    if (!user || user.restrictedAt) return null;
    return { id: user.id, email: user.email, role: user.role, firstName: user.firstName ?? '', lastName: user.lastName ?? '', referralCode: user.referralCode };
  }
}
