import { Module } from '@nestjs/common';
import { AfterCommit } from '../../shared/database/after-commit';
import { BusinessMetrics } from './business-metrics';
import { BUSINESS_METRICS_REACTIONS } from './business-metrics.reactions';

/**
 * The business counters and the reactions to the contexts' events that move them. Outside the
 * contexts and the kernel: it reads several contexts' events (through their index.ts), which
 * src/shared may not, and belongs to none of them. In every process, since events are published
 * wherever their change is made.
 */
@Module({ providers: [AfterCommit, BusinessMetrics, ...BUSINESS_METRICS_REACTIONS] })
export class BusinessMetricsModule {}
