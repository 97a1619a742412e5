import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailAlreadyRegisteredError, PasswordsDoNotMatchError } from '../../../domain/identity.errors';
import { generateReferralCode } from '../../../domain/referral-code';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { User } from '../../../infrastructure/user.entity';
import { RegistrationAgeCheck } from '../../registration-age-check';
import { VerificationCodeIssuer } from '../../verification-code-issuer';
import { RegisterCustomerCommand } from './register-customer.command';

@CommandHandler(RegisterCustomerCommand)
export class RegisterCustomerHandler implements ICommandHandler<RegisterCustomerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly codes: VerificationCodeIssuer,
    private readonly ageCheck: RegistrationAgeCheck,
  ) {}

  async execute(command: RegisterCustomerCommand): Promise<{ userId: number; email: string }> {
    const { details } = command;
    this.ageCheck.assertAllowed(details.birthDate, details.consultationType);
    if (command.password !== command.passwordConfirmation) throw new PasswordsDoNotMatchError();
    const email = normaliseEmail(command.email);
    const existing = await this.em.findOne(User, { email });
    if (existing?.emailVerifiedAt) throw new EmailAlreadyRegisteredError(email);

    // An unverified account is a registration left half-way: the visitor may finish it.
    const user = existing ?? Object.assign(new User(), { email, referralCode: generateReferralCode() });
    user.passwordHash = await this.passwords.hash(command.password);
    Object.assign(user, { firstName: details.firstName, lastName: details.lastName, birthDate: details.birthDate, sexAtBirth: details.sexAtBirth });
    this.em.persist(user);
    this.codes.issue(this.em, user);
    await this.em.flush();
    return { userId: user.id, email };
  }
}
