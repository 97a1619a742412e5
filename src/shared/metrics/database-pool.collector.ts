import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/** What knex's pool (tarn) tells without a query. */
interface PoolFigures {
  numUsed(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * The two connection pools (ADR 0020): `writers` (every transaction) and `readers` (reads outside
 * one). In use near the maximum, with acquires waiting, is a pool too small or connections held
 * too long; a request waits at most POOL_WAIT_MS for one before it is answered 503.
 */
@Injectable()
export class DatabasePoolCollector {
  constructor(registry: MetricsRegistry, orm: MikroORM) {
    const pools = (): [string, PoolFigures | undefined][] => [
      ['writers', poolOf(orm, 'write')],
      ['readers', poolOf(orm, 'read')],
    ];
    const gauge = (name: string, help: string, figure: (pool: PoolFigures) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers: [registry],
        collect() {
          this.reset();
          for (const [pool, figures] of pools()) if (figures) this.set({ pool }, figure(figures));
        },
      });
    gauge('shop_db_pool_connections_in_use', 'Database connections lent out, by pool (writers, readers).', (pool) => pool.numUsed());
    gauge('shop_db_pool_acquires_waiting', 'Callers waiting for a database connection, by pool (writers, readers).', (pool) => pool.numPendingAcquires());
    gauge('shop_db_pool_connections_max', 'The most connections each pool opens (writers, readers).', (pool) => pool.max);
  }
}

function poolOf(orm: MikroORM, type: 'read' | 'write'): PoolFigures | undefined {
  return (orm.em.getConnection(type).getKnex().client as { pool?: PoolFigures }).pool;
}
