import { Module } from '@nestjs/common';
import { AdminReviewController } from './admin-review.controller';
import { PomRegisterController } from './pom-register.controller';

/** The prescribing context's HTTP face; only the API process loads it. */
@Module({ controllers: [AdminReviewController, PomRegisterController] })
export class PrescribingHttpModule {}
