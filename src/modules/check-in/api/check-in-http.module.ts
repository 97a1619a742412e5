import { Module } from '@nestjs/common';
import { AdminCheckInController } from './admin-check-in.controller';
import { CheckInController } from './check-in.controller';

/** The check-in context's HTTP face; only the API process loads it. */
@Module({ controllers: [CheckInController, AdminCheckInController] })
export class CheckInHttpModule {}
