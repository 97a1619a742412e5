import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SecondFactorNotEnrolledError } from '../../../domain/identity.errors';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { SecondFactorChecker } from '../../second-factor-checker';
import { VerifySecondFactorCommand } from './verify-second-factor.command';

@CommandHandler(VerifySecondFactorCommand)
export class VerifySecondFactorHandler implements ICommandHandler<VerifySecondFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly checker: SecondFactorChecker,
  ) {}

  async execute({ userId, code }: VerifySecondFactorCommand): Promise<void> {
    const factor = await this.em.findOne(StaffTotpFactor, { user: userId, confirmedAt: { $ne: null } });
    if (!factor) throw new SecondFactorNotEnrolledError();
    await this.checker.acceptCode(factor, code);
  }
}
