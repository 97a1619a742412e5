import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { normaliseEmail } from '../../../domain/email-address';
import { WeakPasswordError } from '../../../domain/identity.errors';
import { passwordProblem } from '../../../domain/password-policy';
import { generateReferralCode } from '../../../domain/referral-code';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { User } from '../../../infrastructure/user.entity';
import { CreateAdminCommand } from './create-admin.command';

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateAdminCommand): Promise<{ userId: number }> {
    const email = normaliseEmail(command.email);
    // Staff passwords meet the customers' rules too (the CLI asks for 12 characters on top).
    const problem = passwordProblem(command.password, [email, command.firstName ?? '', command.lastName ?? '']);
    if (problem) throw new WeakPasswordError(problem);
    const user = (await this.em.findOne(User, { email })) ?? Object.assign(new User(), { email, referralCode: generateReferralCode() });
    user.role = 'admin';
    user.passwordHash = await this.passwords.hash(command.password);
    user.emailVerifiedAt ??= this.clock.now();
    user.firstName = command.firstName ?? user.firstName;
    user.lastName = command.lastName ?? user.lastName;
    await this.em.persistAndFlush(user);
    return { userId: user.id };
  }
}
