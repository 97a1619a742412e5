import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { FindAdminByEmailQuery } from './find-admin-by-email.query';

@QueryHandler(FindAdminByEmailQuery)
export class FindAdminByEmailHandler implements IQueryHandler<FindAdminByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindAdminByEmailQuery): Promise<{ userId: number } | null> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase(), role: 'admin' }, { fields: ['id'] });
    return user ? { userId: user.id } : null;
  }
}
