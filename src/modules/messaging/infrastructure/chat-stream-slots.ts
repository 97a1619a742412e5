import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { InjectRedis, type RedisClient } from '../../../shared/redis/redis.module';
import { type ChatStreamLimits } from '../domain/chat-stream-limits';
import { ChatStreamsAtCapacityError, TooManyChatStreamsError } from '../domain/chat.errors';
import { PRESENCE_TTL_MS } from './chat-presence';

/** The limits the slots apply: CHAT_STREAM_LIMITS, unless a test builds the app with others. */
export const CHAT_STREAM_LIMITS_IN_FORCE = Symbol('CHAT_STREAM_LIMITS_IN_FORCE');

/** A stream renews its lease at each keep-alive, as it renews presence; a vanished server's streams stop counting by it. */
const LEASE_MS = PRESENCE_TTL_MS;

/**
 * Takes both leases, or neither, in one step: forgets leases past their time, then refuses when
 * the user's or the address's set is full (1, 2), else adds the stream to both (0).
 * KEYS: user set, address set. ARGV: now, lease end, stream, user limit, address limit, lease ms.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 0
`;

export interface ChatStreamHolder {
  userId: number;
  address: string;
}

/** One open stream's place in the counts. */
export interface ChatStreamSlot {
  /** At each keep-alive: the stream is still open. */
  renew(): Promise<void>;
  /** When the stream closes, however it closes; a second call changes nothing. */
  release(): void;
}

/**
 * Counts the live chat streams: per user and per client address across every API process (a
 * sorted set each in Redis of the streams open, scored by when their lease ends), and per
 * process in memory, for the server's own ceiling.
 */
@Injectable()
export class ChatStreamSlots {
  private readonly logger = new Logger(ChatStreamSlots.name);
  private readonly prefix: string;
  /** Streams open on this process, and those being opened. */
  private open = 0;

  constructor(
    @InjectRedis() private readonly redis: RedisClient,
    config: AppConfig,
    @Inject(CHAT_STREAM_LIMITS_IN_FORCE) private readonly limits: ChatStreamLimits,
  ) {
    this.prefix = `${config.get('REDIS_PREFIX')}:chat:streams`;
  }

  /** A slot for one more stream of `holder`, or TooManyChatStreamsError (429) or ChatStreamsAtCapacityError (503), counting nothing. */
  async take(holder: ChatStreamHolder): Promise<ChatStreamSlot> {
    const { perServer, perUser, perClientAddress, retryAfterSeconds } = this.limits;
    if (this.open >= perServer) throw new ChatStreamsAtCapacityError(retryAfterSeconds);
    this.open += 1;
    const stream = randomUUID();
    const keys = [`${this.prefix}:user:${holder.userId}`, `${this.prefix}:address:${holder.address}`] as const;
    let refused: number;
    try {
      const now = Date.now();
      refused = Number(await this.redis.eval(TAKE, 2, ...keys, now, now + LEASE_MS, stream, perUser, perClientAddress, LEASE_MS));
    } catch (error) {
      this.open -= 1;
      throw error;
    }
    if (refused !== 0) {
      this.open -= 1;
      throw refused === 1 ? new TooManyChatStreamsError('user', perUser, retryAfterSeconds) : new TooManyChatStreamsError('address', perClientAddress, retryAfterSeconds);
    }
    let released = false;
    return {
      renew: async () => {
        if (released) return;
        const until = Date.now() + LEASE_MS;
        await this.redis.multi().zadd(keys[0], 'XX', until, stream).zadd(keys[1], 'XX', until, stream).pexpire(keys[0], LEASE_MS).pexpire(keys[1], LEASE_MS).exec();
      },
      release: () => {
        if (released) return;
        released = true;
        this.open -= 1;
        // Should Redis miss this, the lease still runs out by itself.
        this.redis
          .multi()
          .zrem(keys[0], stream)
          .zrem(keys[1], stream)
          .exec()
          .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not release a chat stream; its lease will run out'));
      },
    };
  }
}
