import { Module } from '@nestjs/common';
import { AdminReviewController } from './admin-review.controller';
import { PomRegisterController } from './pom-register.controller';
import { PrescriptionSignatureController } from './prescription-signature.controller';

/** The prescribing context's HTTP face; only the API process loads it. */
@Module({ controllers: [AdminReviewController, PomRegisterController, PrescriptionSignatureController] })
export class PrescribingHttpModule {}
