import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RecordVerificationHandler } from './application/commands/record-verification/record-verification.handler';
import { GetSafeguardsHandler } from './application/queries/get-safeguards/get-safeguards.handler';
import { RequireIndependentVerification } from './application/reactions/require-independent-verification.reaction';
import { SafeguardAssessor } from './application/safeguard-assessor';
import { SAFEGUARDS_ENTITIES } from './safeguards.entities';

/** Safeguarded medicines (issue 37): no prescription on the questionnaire alone where the GPhC's guidance asks for an independent verification. */
@Module({
  imports: [MikroOrmModule.forFeature(SAFEGUARDS_ENTITIES)],
  providers: [SafeguardAssessor, RecordVerificationHandler, GetSafeguardsHandler, RequireIndependentVerification],
})
export class SafeguardsModule {}
