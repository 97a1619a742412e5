import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { GetUserContactsQuery, UserContact } from './get-user-contacts.query';

@QueryHandler(GetUserContactsQuery)
export class GetUserContactsHandler implements IQueryHandler<GetUserContactsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserContactsQuery): Promise<UserContact[]> {
    if (userIds.length === 0) return [];
    const users = await this.em.find(User, { id: [...new Set(userIds)] }, { fields: ['id', 'role', 'firstName', 'lastName', 'email', 'mobile', 'phone', 'createdAt'] });
    return users.map((user) => ({
      id: user.id,
      role: user.role,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      mobile: user.mobile ?? user.phone ?? undefined,
      createdAt: user.createdAt.toISOString(),
    }));
  }
}
