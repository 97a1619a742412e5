import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../audit';
import { SecondFactorCodeUsedError, SecondFactorUnreadableError, SecondFactorWrongCodeError } from '../domain/identity.errors';
import { StaffTotpFactor } from '../infrastructure/staff-totp-factor.entity';
import { TotpAuthenticator } from '../infrastructure/totp-authenticator';
import { TotpSecretCipher } from '../infrastructure/totp-secret-cipher';

/** Checks authenticator codes for the second-factor commands, and puts every failed attempt on the audit trail. */
@Injectable()
export class SecondFactorChecker {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: TotpSecretCipher,
    private readonly totp: TotpAuthenticator,
    private readonly commands: CommandBus,
  ) {}

  /** Accepts a code once: right for now, and from a later time step than the last code accepted. */
  async acceptCode(factor: StaffTotpFactor, code: string): Promise<void> {
    const userId = factor.user.id;
    const secret = this.cipher.decrypt(factor.secretCiphertext);
    if (!secret) throw new SecondFactorUnreadableError();
    const check = await this.totp.check(secret, code);
    if (!check.valid) {
      await this.recordFailure(userId, 'Entered a wrong authenticator code');
      throw new SecondFactorWrongCodeError();
    }
    // Claimed in one statement, so two requests carrying the same code cannot both pass.
    const claimed = await this.em.nativeUpdate(
      StaffTotpFactor,
      { id: factor.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: check.timeStep } }] },
      { lastUsedStep: check.timeStep },
    );
    if (claimed === 0) {
      await this.recordFailure(userId, 'Entered an authenticator code that was already used');
      throw new SecondFactorCodeUsedError();
    }
  }

  async recordFailure(userId: number, summary: string): Promise<void> {
    await this.commands.execute(new RecordAuditEntryCommand({ actorId: userId, action: 'identity.second_factor.failed', summary, subject: `user:${userId}` }));
    // Committed now: the caller is about to refuse the attempt, and the failure must stay on record.
    await this.em.flush();
  }
}
