import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SecondFactorStep } from '../../../../../shared/auth/second-factor';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { GetSecondFactorStepQuery } from './get-second-factor-step.query';

@QueryHandler(GetSecondFactorStepQuery)
export class GetSecondFactorStepHandler implements IQueryHandler<GetSecondFactorStepQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSecondFactorStepQuery): Promise<SecondFactorStep> {
    const enrolled = await this.em.count(StaffTotpFactor, { user: userId, confirmedAt: { $ne: null } });
    return enrolled > 0 ? 'verify' : 'enrol';
  }
}
