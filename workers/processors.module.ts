import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobConsumers } from './job-consumers';
import { JobMetrics } from './job-metrics';
import { JobRegistry } from './job-registry';
import { JobsInHandFinish } from './jobs-in-hand';
import { OutboxSweeper } from './outbox-sweeper';
import { DocumentsProcessor } from './processors/documents.processor';
import { DomainEventsProcessor } from './processors/domain-events.processor';
import { EmailProcessor } from './processors/email.processor';
import { ExportsProcessor } from './processors/exports.processor';
import { ScheduledProcessor } from './processors/scheduled.processor';
import { RenewalsProcessor } from './processors/renewals.processor';

/** Every queue's processor, plus the checks and sweeps a worker owes; none takes a job before `startJobConsumers`. Needs CoreModule alongside. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, JobConsumers, JobMetrics, JobsInHandFinish, OutboxSweeper, EmailProcessor, DocumentsProcessor, ExportsProcessor, ScheduledProcessor, RenewalsProcessor, DomainEventsProcessor],
})
export class ProcessorsModule {}
