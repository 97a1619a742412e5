import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const WEB_MODES = ['static', 'vite', 'none'] as const;

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase());
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * Every environment variable the processes read. Validated once at start, so a
 * missing or malformed variable stops start-up with a message naming it.
 * `.env.example` lists the same variables; keep the two in step.
 */
export class Environment {
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  @Matches(/^https?:\/\/[^/]+$/, { message: 'APP_URL must be an origin like http://localhost:3000 (no trailing slash)' })
  APP_URL = 'http://localhost:3000';

  @IsOptional() @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Namespaces every Redis key (queues, sessions, rate limits) so test runs never meet. */
  @Matches(/^[a-z0-9-]+$/, { message: 'REDIS_PREFIX may hold only a-z, 0-9 and -' })
  REDIS_PREFIX = 'shop';

  @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET = 'development-only-session-secret-change-me';

  @IsOptional() @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsEmail({}, { message: 'MAIL_FROM must be an email address' })
  MAIL_FROM = 'hello@example.com';

  @IsIn(WEB_MODES)
  WEB_MODE: (typeof WEB_MODES)[number] = 'static';

  @Transform(toBoolean) @IsBoolean()
  RUN_WORKER_IN_PROCESS = false;

  @Transform(toBoolean) @IsBoolean()
  RUN_MIGRATIONS_ON_START = true;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsString()
  STORAGE_DIR = '.data/storage';
}

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const environment = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(environment, { skipMissingProperties: false });
  if (environment.NODE_ENV === 'production' && !raw.SESSION_SECRET) {
    throw new Error('Invalid configuration: SESSION_SECRET must be set in production');
  }
  if (errors.length > 0) {
    const lines = errors.map((error) => `  ${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return environment;
}
