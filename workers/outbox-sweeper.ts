import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { OutboxRelay } from '../src/shared/outbox/outbox-relay.service';

const SWEEP_INTERVAL_MS = 5_000;

/**
 * Relays outbox rows that no commit hook relayed: after a crash between commit and
 * queueing, or when Redis was briefly away. The worker runs it; relaying is idempotent.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(private readonly relay: OutboxRelay) {}

  /** Started with the processors (JobConsumers), once the process is ready to work. */
  start(): void {
    if (this.timer) return;
    void this.relay.relayPending();
    this.timer = setInterval(() => void this.relay.relayPending(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
