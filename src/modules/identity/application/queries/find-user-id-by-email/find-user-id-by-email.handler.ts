import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { FindUserIdByEmailQuery } from './find-user-id-by-email.query';

@QueryHandler(FindUserIdByEmailQuery)
export class FindUserIdByEmailHandler implements IQueryHandler<FindUserIdByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindUserIdByEmailQuery): Promise<number | null> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase() }, { fields: ['id'] });
    return user?.id ?? null;
  }
}
