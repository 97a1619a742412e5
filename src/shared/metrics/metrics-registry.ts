import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry (docs/operations.md, 'Metrics'). A provider, not
 * prom-client's global `register`: each app built in one process (the test files build several)
 * registers its metrics afresh, and the API with its in-process worker shares one.
 */
@Injectable()
export class MetricsRegistry extends Registry {
  private defaultsCollected = false;

  /**
   * prom-client's process and Node figures (CPU, memory, heap, event-loop lag, GC), under their
   * usual names (`process_*`, `nodejs_*`) so stock Node dashboards read them. Only a process that
   * serves metrics pays for their observers.
   */
  collectProcessMetrics(): void {
    if (this.defaultsCollected) return;
    this.defaultsCollected = true;
    collectDefaultMetrics({ register: this });
  }
}
