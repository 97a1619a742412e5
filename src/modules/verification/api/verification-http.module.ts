import { Module } from '@nestjs/common';
import { IdentityCheckController } from './identity-check.controller';
import { IdentityChecksAdminController } from './identity-checks-admin.controller';
import { IdentityWebhookController } from './identity-webhook.controller';

/** The verification context's HTTP face; only the API process loads it. */
@Module({ controllers: [IdentityCheckController, IdentityChecksAdminController, IdentityWebhookController] })
export class VerificationHttpModule {}
