import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailNotVerifiedError, InvalidCredentialsError } from '../../../domain/identity.errors';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { User } from '../../../infrastructure/user.entity';
import { ValidateCredentialsQuery } from './validate-credentials.query';

@QueryHandler(ValidateCredentialsQuery)
export class ValidateCredentialsHandler implements IQueryHandler<ValidateCredentialsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute(query: ValidateCredentialsQuery): Promise<Principal> {
    const user = await this.em.findOne(
      User,
      { email: normaliseEmail(query.email) },
      { fields: ['id', 'role', 'passwordHash', 'emailVerifiedAt'] },
    );
    if (!user) {
      await this.passwords.wasteEquivalentTime(query.password);
      throw new InvalidCredentialsError();
    }
    if (!(await this.passwords.matches(user.passwordHash, query.password))) throw new InvalidCredentialsError();
    // Told only to someone who knows the password, so it reveals nothing to a stranger.
    if (!user.emailVerifiedAt) throw new EmailNotVerifiedError();
    return { id: user.id, role: user.role };
  }
}
