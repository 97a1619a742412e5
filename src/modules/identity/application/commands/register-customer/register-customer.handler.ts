import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailAlreadyRegisteredError, PasswordsDoNotMatchError } from '../../../domain/identity.errors';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { PendingRegistration } from '../../../infrastructure/pending-registration.entity';
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

  async execute(command: RegisterCustomerCommand): Promise<{ registrationId: number; email: string }> {
    const { details } = command;
    this.ageCheck.assertAllowed(details.birthDate, details.consultationType);
    if (command.password !== command.passwordConfirmation) throw new PasswordsDoNotMatchError();
    const email = normaliseEmail(command.email);
    if (await this.em.count(User, { email })) throw new EmailAlreadyRegisteredError(email);

    // Only this session's own pending registration is ever reused ('Change email' comes back
    // here); any other session registering the same address gets a registration of its own.
    const registration =
      (command.sessionRegistrationId && (await this.em.findOne(PendingRegistration, command.sessionRegistrationId))) || new PendingRegistration();
    Object.assign(registration, {
      email,
      passwordHash: await this.passwords.hash(command.password),
      firstName: details.firstName,
      lastName: details.lastName,
      birthDate: details.birthDate,
      sexAtBirth: details.sexAtBirth,
    });
    this.em.persist(registration);
    this.codes.issue(this.em, registration);
    await this.em.flush();
    return { registrationId: registration.id, email };
  }
}
