import { Module } from '@nestjs/common';
import { AuditHistoryController } from './audit-history.controller';

/** The audit context's HTTP face; only the API process loads it. */
@Module({ controllers: [AuditHistoryController] })
export class AuditHttpModule {}
