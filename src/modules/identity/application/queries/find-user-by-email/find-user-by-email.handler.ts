import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { FindCustomerByEmailQuery } from './find-user-by-email.query';

@QueryHandler(FindCustomerByEmailQuery)
export class FindCustomerByEmailHandler implements IQueryHandler<FindCustomerByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindCustomerByEmailQuery): Promise<{ id: number } | null> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase(), role: 'customer' }, { fields: ['id'] });
    return user ? { id: user.id } : null;
  }
}
