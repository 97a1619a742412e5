import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { FindUserByEmailQuery } from './find-user-by-email.query';

@QueryHandler(FindUserByEmailQuery)
export class FindUserByEmailHandler implements IQueryHandler<FindUserByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email, role }: FindUserByEmailQuery): Promise<{ id: number } | null> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase(), ...(role ? { role } : {}) }, { fields: ['id'] });
    return user ? { id: user.id } : null;
  }
}
