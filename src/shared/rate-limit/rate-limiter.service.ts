import { Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../domain/domain-error';
import { InjectRedis, type RedisClient } from '../redis/redis.module';

export class TooManyAttemptsError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly kind = 'rate_limited' as const;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface RateLimitPolicy {
  /** Distinguishes the counters of one policy from another's in Redis. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Counts attempts per key in Redis, so limits hold across processes and restarts. */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** Spends one attempt for each key, or throws TooManyAttemptsError when any is used up. */
  async consume(policy: RateLimitPolicy, ...keys: string[]): Promise<void> {
    const limiter = this.limiterFor(policy);
    for (const key of keys) {
      try {
        await limiter.consume(key.toLowerCase());
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new TooManyAttemptsError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw rejection;
      }
    }
  }

  /** Forgets a key's attempts, e.g. the failed logins of an email once its owner signs in. */
  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.limiterFor(policy).delete(key.toLowerCase());
  }

  private limiterFor(policy: RateLimitPolicy): RateLimiterRedis {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.get('REDIS_PREFIX')}:rl:${policy.name}`,
        points: policy.points,
        duration: policy.durationSeconds,
      });
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}
