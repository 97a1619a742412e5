import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService, MikroOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Access } from '../shared/auth/access.decorator';
import { InjectRedis, type RedisClient } from '../shared/redis/redis.module';

/** Liveness (the process answers) and readiness (it can reach PostgreSQL and Redis). */
@ApiExcludeController()
@Access('public')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
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
      return await this.health.check([() => this.database.pingCheck('database', { timeout: 1500 }), () => this.redisCheck()]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Keep terminus's per-dependency report rather than the generic error body: operators need it.
      response.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async redisCheck() {
    const indicator = this.indicators.check('redis');
    try {
      await Promise.race([this.redis.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500))]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreachable' });
    }
  }
}
