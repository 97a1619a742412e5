import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { SecondFactorAlreadyEnrolledError } from '../../../domain/identity.errors';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { TotpAuthenticator } from '../../../infrastructure/totp-authenticator';
import { TotpSecretCipher } from '../../../infrastructure/totp-secret-cipher';
import { User } from '../../../infrastructure/user.entity';
import { StartSecondFactorEnrolmentCommand } from './start-second-factor-enrolment.command';

@CommandHandler(StartSecondFactorEnrolmentCommand)
export class StartSecondFactorEnrolmentHandler implements ICommandHandler<StartSecondFactorEnrolmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly totp: TotpAuthenticator,
    private readonly cipher: TotpSecretCipher,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, accountName }: StartSecondFactorEnrolmentCommand): Promise<{ secret: string; uri: string }> {
    const existing = await this.em.findOne(StaffTotpFactor, { user: userId });
    if (existing?.confirmedAt) throw new SecondFactorAlreadyEnrolledError();
    const factor = existing ?? Object.assign(new StaffTotpFactor(), { user: this.em.getReference(User, userId) });
    const secret = this.totp.newSecret();
    Object.assign(factor, { secretCiphertext: this.cipher.encrypt(secret), lastUsedStep: null, createdAt: this.clock.now() });
    await this.em.persist(factor).flush();
    return { secret, uri: this.totp.uri(secret, accountName) };
  }
}
