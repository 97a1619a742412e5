import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { FindReferrerQuery } from './find-referrer.query';

@QueryHandler(FindReferrerQuery)
export class FindReferrerHandler implements IQueryHandler<FindReferrerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ referralCode }: FindReferrerQuery): Promise<{ userId: number; firstName: string } | null> {
    const referrer = await this.em.findOne(User, { referralCode: referralCode.trim().toUpperCase(), emailVerifiedAt: { $ne: null } });
    return referrer ? { userId: referrer.id, firstName: referrer.firstName ?? '' } : null;
  }
}
