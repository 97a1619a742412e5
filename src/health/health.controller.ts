import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Response } from 'express';
import { Access } from '../shared/auth/access.decorator';
import { InjectRedis, type RedisClient } from '../shared/redis/redis.module';

const CHECK_TIMEOUT_MS = 1500;

/**
 * Liveness (the process answers) and readiness (it can reach PostgreSQL and Redis). Both checks
 * are the shop's own few lines rather than terminus's MikroORM indicator, which requires
 * `@mikro-orm/core` by a computed name and so loads a second copy of the ORM into the bundled API.
 */
@ApiExcludeController()
@Access('public')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly em: EntityManager,
    private readonly indicators: HealthIndicatorService,
    @InjectRedis() private readonly redis: RedisClient,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.reachable('database', () => this.em.getConnection().execute('select 1')), () => this.reachable('redis', () => this.redis.ping())]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Keep terminus's per-dependency report rather than the generic error body: operators need it.
      response.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async reachable(name: string, ping: () => Promise<unknown>) {
    const indicator = this.indicators.check(name);
    try {
      await Promise.race([ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreachable' });
    }
  }
}
