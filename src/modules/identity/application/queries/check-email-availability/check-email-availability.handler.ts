import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailAlreadyRegisteredError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/user.entity';
import { CheckEmailAvailabilityQuery } from './check-email-availability.query';

/** Only a verified account takes an address; whether someone is half-way through registering it is never told. */
@QueryHandler(CheckEmailAvailabilityQuery)
export class CheckEmailAvailabilityHandler implements IQueryHandler<CheckEmailAvailabilityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: CheckEmailAvailabilityQuery): Promise<{ email: string }> {
    const email = normaliseEmail(query.email);
    if (await this.em.count(User, { email })) throw new EmailAlreadyRegisteredError(email);
    return { email };
  }
}
