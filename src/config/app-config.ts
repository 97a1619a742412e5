import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from './environment';

/** Typed read access to the validated environment. */
@Injectable()
export class AppConfig {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  get<K extends keyof Environment>(key: K): Environment[K] {
    return this.config.get(key, { infer: true });
  }

  get isProduction(): boolean {
    return this.get('NODE_ENV') === 'production';
  }

  /** Demo accounts, the dev mailbox and other conveniences exist only outside production. */
  get isDevelopmentTooling(): boolean {
    return !this.isProduction;
  }

  get databaseUrl(): string {
    const url = this.get('DATABASE_URL');
    if (!url) throw new Error('DATABASE_URL was not resolved before start-up');
    return url;
  }
}
