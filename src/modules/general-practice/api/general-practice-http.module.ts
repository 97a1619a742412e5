import { Module } from '@nestjs/common';
import { AdminGpController } from './admin-gp.controller';
import { GpStepController } from './gp-step.controller';

/** The general-practice context's HTTP face; only the API process loads it. */
@Module({ controllers: [GpStepController, AdminGpController] })
export class GeneralPracticeHttpModule {}
