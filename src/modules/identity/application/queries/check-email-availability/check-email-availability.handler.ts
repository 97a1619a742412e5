import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailAlreadyRegisteredError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/user.entity';
import { CheckEmailAvailabilityQuery } from './check-email-availability.query';

@QueryHandler(CheckEmailAvailabilityQuery)
export class CheckEmailAvailabilityHandler implements IQueryHandler<CheckEmailAvailabilityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: CheckEmailAvailabilityQuery): Promise<{ email: string; unfinishedRegistration: boolean }> {
    const email = normaliseEmail(query.email);
    const user = await this.em.findOne(User, { email }, { fields: ['id', 'emailVerifiedAt'] });
    if (user?.emailVerifiedAt) throw new EmailAlreadyRegisteredError(email);
    return { email, unfinishedRegistration: Boolean(user) };
  }
}
