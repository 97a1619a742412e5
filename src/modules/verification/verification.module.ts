import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AddIdentityPhotoHandler } from './application/commands/add-identity-photo/add-identity-photo.handler';
import { HandleIdentityWebhookHandler } from './application/commands/handle-identity-webhook/handle-identity-webhook.handler';
import { ReviewIdentityCheckHandler } from './application/commands/review-identity-check/review-identity-check.handler';
import { StartIdentityCheckHandler } from './application/commands/start-identity-check/start-identity-check.handler';
import { SweepIdentityChecksHandler } from './application/commands/sweep-identity-checks/sweep-identity-checks.handler';
import { IdentityDecisions } from './application/identity-decisions';
import { IdentitySummaries } from './application/identity-summaries';
import { PurgeIdentityRecordsHandler } from './application/commands/purge-identity-records/purge-identity-records.handler';
import { ExportIdentityDataHandler } from './application/queries/export-identity-data/export-identity-data.handler';
import { GetIdentityCheckHandler } from './application/queries/get-identity-check/get-identity-check.handler';
import { ListIdentityChecksForReviewHandler } from './application/queries/list-identity-checks-for-review/list-identity-checks-for-review.handler';
import { ReadIdentityEvidenceHandler } from './application/queries/read-identity-evidence/read-identity-evidence.handler';
import { DeliverLocalWebhook } from './application/reactions/deliver-local-webhook.reaction';
import { RequireVerifiedIdentity } from './application/reactions/require-verified-identity.reaction';
import { identityVerifierProvider } from './infrastructure/identity-verifier.provider';
import { VERIFICATION_ENTITIES } from './verification.entities';

/**
 * Identity verification (issue 19): the patient's identity checked against a document and a
 * selfie through the IdentityVerifier port (Onfido, or the local verifier), the prescriber's
 * approval gated on it, staff review of uncertain results, and the photos' retention.
 */
@Module({
  imports: [MikroOrmModule.forFeature(VERIFICATION_ENTITIES)],
  providers: [
    identityVerifierProvider,
    IdentityDecisions,
    IdentitySummaries,
    AddIdentityPhotoHandler,
    StartIdentityCheckHandler,
    HandleIdentityWebhookHandler,
    ReviewIdentityCheckHandler,
    SweepIdentityChecksHandler,
    GetIdentityCheckHandler,
    ListIdentityChecksForReviewHandler,
    ReadIdentityEvidenceHandler,
    ExportIdentityDataHandler,
    PurgeIdentityRecordsHandler,
    DeliverLocalWebhook,
    RequireVerifiedIdentity,
  ],
})
export class VerificationModule {}
