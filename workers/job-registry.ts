import { Injectable, OnApplicationBootstrap, SetMetadata, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JobName } from '../src/shared/queue/jobs';

const HANDLED_JOBS = 'shop:handled-jobs';

/** Declares which jobs a processor handles, so the registry can prove every job has one. */
export const HandlesJobs = (...jobs: JobName[]) => SetMetadata(HANDLED_JOBS, jobs);

export class UnhandledJobsError extends Error {}

/** Refuses to start a worker that would leave some job names to pile up unprocessed. */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const handled = new Set(
      this.discovery
        .getProviders()
        .flatMap((wrapper) => (wrapper.metatype ? ((Reflect.getMetadata(HANDLED_JOBS, wrapper.metatype as Type) as JobName[] | undefined) ?? []) : [])),
    );
    const missing = Object.values(JobName).filter((job) => !handled.has(job));
    if (missing.length > 0) throw new UnhandledJobsError(`No processor handles these jobs: ${missing.join(', ')}`);
  }
}
