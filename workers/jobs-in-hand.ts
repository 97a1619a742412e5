import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * On SIGTERM, stops taking jobs and waits for those in hand before anything they use is closed.
 * Nest closes resources in `onApplicationShutdown`, module by module from the root inwards, so a
 * context's own connections (the sandbox gateway's pool) would close before BullModule closes its
 * workers, and a renewal in hand would lose them between its charge and its record.
 * `beforeApplicationShutdown` runs first, in every module.
 */
@Injectable()
export class JobsInHandFinish implements BeforeApplicationShutdown {
  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    // BullModule closes the same workers again later; a second close waits on the first.
    await Promise.all(hosts.map((host) => host.worker.close()));
  }
}
