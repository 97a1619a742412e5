import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';
import { withinScrapeTime } from './scrape-timeout';

/**
 * `shop_outbox_oldest_undelivered_age_seconds`: how long the oldest outbox row has waited to be
 * queued (0 when none waits). Relayed rows are deleted, so the table is short and the oldest row is
 * the first by id: one index read at each scrape, on the readers' pool (a crowd of writers cannot
 * hold it up). Unknown (left out) when the database does not answer within the scrape's read time.
 */
@Injectable()
export class OutboxAgeCollector {
  constructor(registry: MetricsRegistry, orm: MikroORM) {
    new Gauge({
      name: 'shop_outbox_oldest_undelivered_age_seconds',
      help: 'Age of the oldest outbox row not yet moved to its queue; 0 when the outbox is empty. Growing means the relay or the sweeper is stuck.',
      registers: [registry],
      async collect() {
        const rows = await withinScrapeTime(
          orm.em.getConnection('read').execute<{ age: number }[]>('select extract(epoch from now() - created_at)::float8 as age from outbox_message order by id limit 1', [], 'all'),
        );
        this.reset();
        if (rows) this.set(Math.max(0, rows[0]?.age ?? 0));
      },
    });
  }
}
