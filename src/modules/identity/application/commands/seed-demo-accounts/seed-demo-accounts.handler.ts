import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isStaffRole } from '../../../../../shared/auth/principal';
import { Clock } from '../../../../../shared/domain/clock';
import { generateReferralCode } from '../../../domain/referral-code';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { TotpSecretCipher } from '../../../infrastructure/totp-secret-cipher';
import { User } from '../../../infrastructure/user.entity';
import { DEMO_ACCOUNTS, DEMO_STAFF_TOTP_SECRET, SeedDemoAccountsCommand } from './seed-demo-accounts.command';

@CommandHandler(SeedDemoAccountsCommand)
export class SeedDemoAccountsHandler implements ICommandHandler<SeedDemoAccountsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly cipher: TotpSecretCipher,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Record<string, number>> {
    const existing = await this.em.find(User, { email: DEMO_ACCOUNTS.map((account) => account.email) }, { fields: ['email', 'role'] });
    const users = new Map<string, Pick<User, 'id' | 'email' | 'role'>>(existing.map((user) => [user.email, user]));
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
    await this.enrolDemoStaff([...users.values()].filter((user) => isStaffRole(user.role)));
    return Object.fromEntries([...users].map(([email, user]) => [email, user.id]));
  }

  /** Demo staff come with the published authenticator secret (also those seeded before two-factor sign-in existed). */
  private async enrolDemoStaff(staff: Pick<User, 'id'>[]): Promise<void> {
    const ids = staff.map((member) => member.id);
    const enrolled = new Set((await this.em.find(StaffTotpFactor, { user: ids }, { fields: ['user'] })).map((factor) => factor.user.id));
    for (const id of ids.filter((userId) => !enrolled.has(userId))) {
      this.em.persist(Object.assign(new StaffTotpFactor(), { user: this.em.getReference(User, id), secretCiphertext: this.cipher.encrypt(DEMO_STAFF_TOTP_SECRET), confirmedAt: this.clock.now() }));
    }
    await this.em.flush();
  }
}
