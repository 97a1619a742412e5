import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

type Invalidation = () => void;

/** How long a subscriber waits for its own invalidation to come back before it carries on. */
const ECHO_TIMEOUT_MS = 1_000;

/**
 * The version of the data the public pages show, shared by every process through Redis:
 * a counter (INCR) and a channel that announces each new value. Each process keys its
 * cache of public reads by a local epoch that moves on whenever it hears a counter value
 * it has not seen: a bump empties this process's cache at once, and every other
 * process's as soon as the message arrives.
 */
@Injectable()
export class PublicDataVersion implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicDataVersion.name);
  private readonly listeners: Invalidation[] = [];
  private readonly key: string;
  private readonly channel: string;
  private commands?: Redis;
  private subscriber?: Redis;
  /** The shared counter as this process last heard it. */
  private lastHeard: number | undefined;
  /** This process's cache key: moves on at each invalidation. */
  private epoch = 0;

  constructor(private readonly config: AppConfig) {
    this.key = `${config.get('REDIS_PREFIX')}:public-data:version`;
    this.channel = `${config.get('REDIS_PREFIX')}:public-data:changed`;
  }

  get current(): number {
    return this.epoch;
  }

  /** Called at each invalidation, in this process, before anything reads under the new epoch. */
  onChange(listener: Invalidation): void {
    this.listeners.push(listener);
  }

  async onModuleInit(): Promise<void> {
    const url = this.config.get('REDIS_URL');
    this.commands = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    for (const client of [this.commands, this.subscriber]) client.on('error', () => undefined); // reconnects on its own
    this.subscriber.on('message', (_channel: string, message: string) => this.hear(Number(message)));
    // After a lost connection, messages may have been missed: take the counter as it stands.
    this.subscriber.on('ready', () => void this.resync());
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    await this.resync();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.commands, this.subscriber].map((client) => client?.quit().catch(() => undefined)));
  }

  /**
   * A change to public data has committed: a new version for every process. Resolves once
   * this process has heard its own announcement back, so the other subscribers (sent the
   * message at the same moment) have it before the editor's response leaves.
   */
  async bump(): Promise<void> {
    try {
      const next = await this.commands!.incr(this.key);
      const heard = this.heard(next);
      this.hear(next);
      await this.commands!.publish(this.channel, String(next));
      await heard;
    } catch (error) {
      // Redis is down: this process stops serving the old data at least; the others catch up on reconnect.
      this.logger.error({ err: error }, 'Could not announce a change to public data; other processes will catch up when Redis is back');
      this.invalidate();
    }
  }

  private async resync(): Promise<void> {
    const stored = await this.commands?.get(this.key).catch(() => undefined);
    if (stored !== undefined) this.hear(Number(stored ?? 0));
  }

  /** Any counter value other than the last one heard means the data may have changed (a restarted Redis counts again from 0). */
  private hear(counter: number): void {
    if (counter === this.lastHeard) return;
    this.lastHeard = counter;
    this.invalidate();
  }

  private invalidate(): void {
    this.epoch += 1;
    for (const listener of this.listeners) listener();
  }

  private heard(version: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ECHO_TIMEOUT_MS);
      const subscriber = this.subscriber!;
      function done(): void {
        clearTimeout(timer);
        subscriber.off('message', onMessage);
        resolve();
      }
      function onMessage(_channel: string, message: string): void {
        if (Number(message) === version) done();
      }
      subscriber.on('message', onMessage);
    });
  }
}
