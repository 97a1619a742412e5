import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PurgeRiskRecordsHandler } from './application/commands/purge-risk-records/purge-risk-records.handler';
import { AcknowledgeRiskFlagHandler } from './application/commands/acknowledge-risk-flag/acknowledge-risk-flag.handler';
import { ListRiskFlagsHandler } from './application/queries/list-risk-flags/list-risk-flags.handler';
import { ClearOpenCountOnDecline } from './application/reactions/clear-count-on-decline.reaction';
import { AssessOrderRiskOnRenewal } from './application/reactions/assess-on-renewal.reaction';
import { AssessOrderRiskOnReview } from './application/reactions/assess-on-review.reaction';
import { RequireFlagAcknowledgements } from './application/reactions/require-flag-acknowledgements.reaction';
import { ReviewChecks } from './application/review-checks';
import { RiskAssessor } from './application/risk-assessor';
import { ORDER_RISK_ENTITIES } from './order-risk.entities';

/** Order-risk flags (issue 19): computed at review and on each renewal, acknowledged by the prescriber before approving. */
@Module({
  imports: [MikroOrmModule.forFeature(ORDER_RISK_ENTITIES)],
  providers: [RiskAssessor, ReviewChecks, AssessOrderRiskOnReview, AssessOrderRiskOnRenewal, RequireFlagAcknowledgements, ClearOpenCountOnDecline, ListRiskFlagsHandler, AcknowledgeRiskFlagHandler, PurgeRiskRecordsHandler],
})
export class OrderRiskModule {}
