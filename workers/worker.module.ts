import { Module } from '@nestjs/common';
import { CoreModule } from '../src/core.module';
import { ProcessorsModule } from './processors.module';

/** The worker process: the same core as the API, no HTTP, and the job processors. */
@Module({ imports: [CoreModule, ProcessorsModule] })
export class WorkerModule {}
