import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { generateReferralCode } from '../../../domain/referral-code';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { User } from '../../../infrastructure/user.entity';
import { DEMO_ACCOUNTS, SeedDemoAccountsCommand } from './seed-demo-accounts.command';

@CommandHandler(SeedDemoAccountsCommand)
export class SeedDemoAccountsHandler implements ICommandHandler<SeedDemoAccountsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Record<string, number>> {
    const existing = await this.em.find(User, { email: DEMO_ACCOUNTS.map((account) => account.email) }, { fields: ['email'] });
    const users = new Map(existing.map((user) => [user.email, user]));
    for (const { password, ...account } of DEMO_ACCOUNTS) {
      if (users.has(account.email)) continue;
      const user = Object.assign(new User(), account, {
        passwordHash: await this.passwords.hash(password),
        referralCode: generateReferralCode(),
        emailVerifiedAt: this.clock.now(),
      });
      this.em.persist(user);
      users.set(account.email, user);
    }
    await this.em.flush();
    return Object.fromEntries([...users].map(([email, user]) => [email, user.id]));
  }
}
