import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { GetPeopleByIdQuery, PersonName } from './get-people-by-id.query';

@QueryHandler(GetPeopleByIdQuery)
export class GetPeopleByIdHandler implements IQueryHandler<GetPeopleByIdQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetPeopleByIdQuery): Promise<Record<number, PersonName>> {
    if (userIds.length === 0) return {};
    const users = await this.em.find(User, { id: userIds }, { fields: ['id', 'email', 'firstName', 'lastName'] });
    return Object.fromEntries(users.map((user) => [user.id, { name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email, email: user.email }]));
  }
}
