import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CheckNotAwaitingReviewError, IdentityCheckNotFoundError } from '../../../domain/verification.errors';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityDecisions } from '../../identity-decisions';
import { ReviewIdentityCheckCommand } from './review-identity-check.command';

@CommandHandler(ReviewIdentityCheckCommand)
export class ReviewIdentityCheckHandler implements ICommandHandler<ReviewIdentityCheckCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly decisions: IdentityDecisions,
  ) {}

  async execute({ checkId, staffUserId, outcome, note }: ReviewIdentityCheckCommand): Promise<{ status: string }> {
    return this.em.transactional(async (em) => {
      const check = await em.findOne(IdentityCheck, checkId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!check) throw new IdentityCheckNotFoundError();
      if (check.status !== 'consider') throw new CheckNotAwaitingReviewError(check.status);
      await this.decisions.settle(check, outcome, { userId: staffUserId, note });
      return { status: check.status };
    });
  }
}
