import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { storageLocation } from '../shared/storage/storage-location';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const IDENTITY_VERIFICATION_MODES = ['onfido', 'manual', 'local'] as const;
export type IdentityVerificationMode = (typeof IDENTITY_VERIFICATION_MODES)[number];
export const WEB_MODES = ['static', 'vite', 'none'] as const;

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false };
/** Unknown words stay strings, so a typo such as 'flase' fails validation instead of meaning false. */
const toBoolean = ({ value }: { value: unknown }) => (typeof value === 'string' ? (BOOLEAN_WORDS[value.toLowerCase()] ?? value) : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
/** A port, or 'off' (the same as 0): what turns a listener off reads as a word in a deployment's settings. */
const toPortOrOff = ({ value }: { value: unknown }) => (typeof value === 'string' && value.toLowerCase() === 'off' ? 0 : toInt({ value }));
const METRICS_PORT_RULE = "METRICS_PORT must be a port (1-65535), or 0 or 'off' to turn metrics off";
/** Address lines separated by commas, the last a UK postcode ('1 High Street, Leeds, LS1 1AA'). */
const UK_ADDRESS = /^[^,]+(,[^,]+)*,\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\s*$/i;

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

  /**
   * The Prometheus metrics listener (docs/operations.md, 'Metrics'): a port of its own, never the
   * public PORT, so the public cannot read the shop's figures. 0 or 'off' turns it off. Unset, it is
   * DEFAULT_METRICS_PORT, except under NODE_ENV=test (metricsPortOf).
   */
  @IsOptional() @Transform(toPortOrOff) @IsInt({ message: METRICS_PORT_RULE }) @Min(0, { message: METRICS_PORT_RULE }) @Max(65535, { message: METRICS_PORT_RULE })
  METRICS_PORT?: number;

  /** The address the metrics listener binds: loopback, unless the scraper is elsewhere (0.0.0.0 in a container, with the port kept off the internet). */
  @IsString() @MinLength(1)
  METRICS_HOST = '127.0.0.1';

  @IsOptional() @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Namespaces every Redis key (queues, sessions, rate limits) so test runs never meet. */
  @Matches(/^[a-z0-9-]+$/, { message: 'REDIS_PREFIX may hold only a-z, 0-9 and -' })
  REDIS_PREFIX = 'shop';

  @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET = 'development-only-session-secret-change-me';

  /**
   * Seals each prescriber's signing key at rest. Apart from SESSION_SECRET, so rotating session
   * secrets never makes a prescriber's key unreadable; losing it means new keys (earlier
   * prescriptions still verify: their public keys are stored in the clear).
   */
  @IsString() @MinLength(32, { message: 'SIGNING_KEY_SECRET must be at least 32 characters' })
  SIGNING_KEY_SECRET = 'development-only-signing-key-secret-change-me';

  @IsOptional() @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsEmail({}, { message: 'MAIL_FROM must be an email address' })
  MAIL_FROM = 'hello@example.com';

  /** Stripe: all three set means real payments through Stripe; none set means the offline sandbox gateway. */
  @IsOptional() @Matches(/^sk_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional() @Matches(/^pk_(test|live)_\w+$/, { message: 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional() @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must look like whsec_...' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Tests only: points the Stripe SDK at a local stand-in of Stripe's API instead of api.stripe.com. */
  @IsOptional() @Matches(/^https?:\/\/[^/]+$/, { message: 'STRIPE_API_BASE must be an origin like http://127.0.0.1:12111' })
  STRIPE_API_BASE?: string;

  /** Onfido (identity verification): both set means real checks through Onfido; neither means the local verifier. */
  @IsOptional() @IsString() @MinLength(8, { message: 'ONFIDO_API_TOKEN must be an Onfido API token' })
  ONFIDO_API_TOKEN?: string;

  @IsOptional() @IsString() @MinLength(8, { message: 'ONFIDO_WEBHOOK_SECRET must be the webhook token Onfido shows for the webhook' })
  ONFIDO_WEBHOOK_SECRET?: string;

  /** Onfido's API origin for the account's region (EU by default); tests point it at a local stand-in. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'ONFIDO_API_BASE must be an origin like https://api.eu.onfido.com' })
  ONFIDO_API_BASE = 'https://api.eu.onfido.com';

  /**
   * Who checks a patient's identity: 'onfido' (the default when its keys are set), 'manual' (the
   * patient gives their photos on the shop's page and staff check them by hand, each decision
   * audited) or 'local' (developer-steerable test rules; the default otherwise, refused in production).
   */
  @IsOptional() @IsIn(IDENTITY_VERIFICATION_MODES, { message: `IDENTITY_VERIFICATION must be one of ${IDENTITY_VERIFICATION_MODES.join(', ')}` })
  IDENTITY_VERIFICATION?: IdentityVerificationMode;

  /** Twilio (SMS notices): all three set means texts go through Twilio's Messages API; none means the dev mailbox. */
  @IsOptional() @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'TWILIO_ACCOUNT_SID must look like AC followed by 32 hexadecimal characters' })
  TWILIO_ACCOUNT_SID?: string;

  @IsOptional() @IsString() @MinLength(16, { message: 'TWILIO_AUTH_TOKEN must be the auth token Twilio shows for the account' })
  TWILIO_AUTH_TOKEN?: string;

  /** The sender: a number in E.164 (+447...) or a Messaging Service SID (MG...), which then picks the number. */
  @IsOptional() @Matches(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, { message: 'TWILIO_FROM must be a number in E.164 (+447700900123) or a Messaging Service SID (MG...)' })
  TWILIO_FROM?: string;

  /** Twilio's API origin; tests point it at a local stand-in. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'TWILIO_API_BASE must be an origin like https://api.twilio.com' })
  TWILIO_API_BASE = 'https://api.twilio.com';

  /** How many days after an identity check is decided its photos are deleted. */
  @Transform(toInt) @IsInt() @Min(1) @Max(3650)
  IDENTITY_DOCUMENT_RETENTION_DAYS = 30;

  /**
   * Where private files are kept (photos, identity documents, labels, documents, exports; never served
   * statically): `file:///absolute/path` or `file://./relative/path` on this machine's disk, or
   * `s3://bucket[/prefix]`, a bucket every process on every machine shares (docs/operations.md, "Storage").
   */
  @IsString()
  STORAGE_URL = 'file://./.data/storage';

  /** An S3-compatible service for an `s3://` STORAGE_URL (MinIO, R2); unset means AWS S3. */
  @IsOptional() @Matches(/^https?:\/\/[^/]+$/, { message: 'S3_ENDPOINT must be an origin like https://minio.internal:9000 (no path, no trailing slash)' })
  S3_ENDPOINT?: string;

  /** The bucket's region, required with an `s3://` STORAGE_URL: eu-west-2 is London; R2 takes auto. */
  @IsOptional() @Matches(/^[a-z0-9-]+$/, { message: 'S3_REGION must be a region name such as eu-west-2' })
  S3_REGION?: string;

  @IsIn(WEB_MODES)
  WEB_MODE: (typeof WEB_MODES)[number] = 'static';

  @Transform(toBoolean) @IsBoolean({ message: 'RUN_WORKER_IN_PROCESS must be true or false' })
  RUN_WORKER_IN_PROCESS = false;

  /** How often the worker looks for subscriptions due for renewal (and reminders due). */
  @Transform(toInt) @IsInt() @Min(1) @Max(1440)
  RENEWAL_SWEEP_MINUTES = 15;

  /** How many days before each renewal charge the reminder email goes out. */
  @Transform(toInt) @IsInt() @Min(1) @Max(30)
  RENEWAL_REMINDER_DAYS = 3;

  /** The supply a clinical check-in comes before (3: before the 3rd supply of a prescription); 0 turns check-ins off. */
  @Transform(toInt) @IsInt() @Min(0) @Max(24)
  CHECK_IN_BEFORE_SUPPLY = 3;

  /** How many days a renewal waits for an unanswered check-in before the team is asked and the supply goes ahead. */
  @Transform(toInt) @IsInt() @Min(1) @Max(60)
  CHECK_IN_WAIT_DAYS = 7;

  /** How many renewals one worker process charges at a time (the database pool is sized from it). */
  @Transform(toInt) @IsInt() @Min(1) @Max(32)
  RENEWAL_CONCURRENCY = 8;

  /**
   * How many due subscriptions the sweep renews in one transaction (docs/billing-engine.md,
   * 'Batch'). Their rows stay locked until the batch commits, so with a provider an HTTP call
   * away a smaller batch keeps a customer's change from waiting long; 1 renews each on its own.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(500)
  RENEWAL_BATCH_SIZE = 50;

  /**
   * The worker process's CPU niceness (0 normal to 19 lowest). Batch work such as a renewal
   * run yields the CPU to the API's customers when both share a machine.
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(19)
  WORKER_NICENESS = 19;

  /** A renewal job's lock; a worker that dies holding a job loses it after this long and another worker takes the job over. */
  @Transform(toInt) @IsInt() @Min(1) @Max(600)
  RENEWAL_JOB_LOCK_SECONDS = 30;

  @Transform(toBoolean) @IsBoolean({ message: 'RUN_MIGRATIONS_ON_START must be true or false' })
  RUN_MIGRATIONS_ON_START = true;

  /** Which proxies' X-Forwarded-For to believe (Express 'trust proxy'), for client addresses and secure cookies. */
  @IsString()
  TRUST_PROXY = 'loopback';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  // The business behind the shop (src/config/business-identity.ts): named in the terms and the
  // privacy policy and printed on labels, notes and receipts. Demo values outside production;
  // production refuses to start without real ones (BUSINESS_SETTINGS below).

  @IsString() @MinLength(1)
  BUSINESS_TRADING_NAME = 'Derm Shop';

  @IsString() @MinLength(1)
  BUSINESS_LEGAL_NAME = 'Derm Shop Ltd';

  @Matches(/^(\d{8}|[A-Z]{2}\d{6})$/, { message: 'BUSINESS_COMPANY_NUMBER must be a Companies House number: 8 digits, or 2 capital letters and 6 digits (SC123456)' })
  BUSINESS_COMPANY_NUMBER = '00000000';

  @Matches(UK_ADDRESS, { message: 'BUSINESS_REGISTERED_ADDRESS must be address lines separated by commas, ending with a UK postcode (1 High Street, Leeds, LS1 1AA)' })
  BUSINESS_REGISTERED_ADDRESS = 'Unit 4, Riverside Works, 21 Canal Street, Manchester, M1 3HE';

  @IsEmail({}, { message: 'BUSINESS_EMAIL must be an email address' })
  BUSINESS_EMAIL = 'hello@example.com';

  @Matches(/^\+?[\d ]{10,16}$/, { message: 'BUSINESS_PHONE must be a telephone number: digits and spaces, optionally starting with +' })
  BUSINESS_PHONE = '0161 000 0000';

  /** The data protection fee register's number: Z and 7 digits, or Z, a letter and 6 digits. */
  @Matches(/^Z[A-Z\d]\d{6}$/, { message: 'BUSINESS_ICO_NUMBER must be an ICO registration number such as ZA123456 or Z1234567' })
  BUSINESS_ICO_NUMBER = 'ZA000000';

  /** The registered pharmacy's name, as on the GPhC register and every dispensing label. */
  @IsString() @MinLength(1)
  PHARMACY_NAME = 'Derm Shop Pharmacy';

  /** The registered pharmacy premises, when not at the registered office. */
  @IsOptional() @Matches(UK_ADDRESS, { message: 'PHARMACY_ADDRESS must be address lines separated by commas, ending with a UK postcode (1 High Street, Leeds, LS1 1AA)' })
  PHARMACY_ADDRESS?: string;

  @Matches(/^\d{7}$/, { message: 'PHARMACY_GPHC_NUMBER must be the 7-digit GPhC premises registration number' })
  PHARMACY_GPHC_NUMBER = '9000001';

  @IsString() @MinLength(1)
  SUPERINTENDENT_PHARMACIST_NAME = 'Daniel Okafor';

  @Matches(/^\d{7}$/, { message: 'SUPERINTENDENT_PHARMACIST_GPHC_NUMBER must be the 7-digit GPhC registration number' })
  SUPERINTENDENT_PHARMACIST_GPHC_NUMBER = '2076543';

  /** The online prescribing service's registration with the Care Quality Commission: its provider id. */
  @Matches(/^1-\d{9,11}$/, { message: "CQC_PROVIDER_ID must be a CQC provider id: '1-' and 9 to 11 digits (1-101234567)" })
  CQC_PROVIDER_ID = '1-000000000';
}

/** Each must be given in production: the demo values would put a made-up business on real legal documents. */
export const BUSINESS_SETTINGS = [
  'BUSINESS_TRADING_NAME',
  'BUSINESS_LEGAL_NAME',
  'BUSINESS_COMPANY_NUMBER',
  'BUSINESS_REGISTERED_ADDRESS',
  'BUSINESS_EMAIL',
  'BUSINESS_PHONE',
  'BUSINESS_ICO_NUMBER',
  'PHARMACY_NAME',
  'PHARMACY_GPHC_NUMBER',
  'SUPERINTENDENT_PHARMACIST_NAME',
  'SUPERINTENDENT_PHARMACIST_GPHC_NUMBER',
] as const satisfies readonly (keyof Environment)[];

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  // An empty variable (`PORT=`) means "not set": the default applies.
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const environment = plainToInstance(Environment, given, { exposeDefaultValues: true });
  // One rule's message given to several checks (METRICS_PORT's) is said once.
  const problems = validateSync(environment).map((error) => `${error.property}: ${[...new Set(Object.values(error.constraints ?? {}))].join('; ')}`);
  if (environment.NODE_ENV === 'production') {
    if (!given.SESSION_SECRET) problems.push('SESSION_SECRET must be set in production');
    if (!given.SIGNING_KEY_SECRET) problems.push("SIGNING_KEY_SECRET must be set in production: it seals the prescribers' signing keys");
    if (!given.SMTP_URL) problems.push('SMTP_URL must be set in production: without it no email would leave the shop');
    if (!given.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY must be set in production: the sandbox gateway takes no real money');
    const missingBusiness = BUSINESS_SETTINGS.filter((key) => !given[key]);
    if (missingBusiness.length > 0) problems.push(`${missingBusiness.join(', ')} must be set in production: the terms, the privacy policy and every label and receipt name the real business`);
    if (!given.CQC_PROVIDER_ID) problems.push('CQC_PROVIDER_ID must be set in production: the regulatory information page names the prescribing service’s registration');
    if (!given.TWILIO_ACCOUNT_SID) problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set in production: without them a patient who asked for texts would get none');
  }
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((key) => given[key]);
  if (stripeKeys.length > 0 && stripeKeys.length < 3) problems.push('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three or none');
  const onfidoKeys = ['ONFIDO_API_TOKEN', 'ONFIDO_WEBHOOK_SECRET'].filter((key) => given[key]);
  if (onfidoKeys.length === 1) problems.push('ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET go together: set both or neither');
  else problems.push(...identityVerificationProblems(environment, onfidoKeys.length === 2));
  problems.push(...storageProblems(environment, given));
  const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((key) => given[key]);
  if (twilioKeys.length > 0 && twilioKeys.length < 3) problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three or none');
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return environment;
}

/** The metrics port when METRICS_PORT is unset: the OpenTelemetry Prometheus exporter's default, which scrape configurations for Node services often expect. */
export const DEFAULT_METRICS_PORT = 9464;

/**
 * The metrics port, 0 meaning none. Under NODE_ENV=test an unset METRICS_PORT is off: test files
 * start many apps and API processes at once, and none should open (or fight over) a port it was
 * not asked to; the metrics test asks for one of its own.
 */
export function metricsPortOf(environment: Pick<Environment, 'METRICS_PORT' | 'NODE_ENV'>): number {
  return environment.METRICS_PORT ?? (environment.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT);
}

/** STORAGE_URL names a store; a bucket needs its region; and the replaced STORAGE_DIR is refused rather than quietly ignored. */
function storageProblems(environment: Environment, given: Record<string, unknown>): string[] {
  if (given.STORAGE_DIR !== undefined) {
    return [`STORAGE_DIR was replaced by STORAGE_URL: set STORAGE_URL=${pathToFileURL(resolve(String(given.STORAGE_DIR))).href} (the same folder) and unset STORAGE_DIR`];
  }
  try {
    const location = storageLocation(environment.STORAGE_URL);
    if (location.kind === 's3' && !environment.S3_REGION) return ['S3_REGION must be set with an s3:// STORAGE_URL (eu-west-2 for London, auto for R2)'];
  } catch (error) {
    return [`STORAGE_URL: ${(error as Error).message}`];
  }
  return [];
}

/** How identity is checked: as configured, else Onfido when its keys are set, else the local test rules. */
export function identityVerificationMode(environment: Pick<Environment, 'IDENTITY_VERIFICATION' | 'ONFIDO_API_TOKEN'>): IdentityVerificationMode {
  return environment.IDENTITY_VERIFICATION ?? (environment.ONFIDO_API_TOKEN ? 'onfido' : 'local');
}

/** Production never verifies identity by test rules; and the mode and the Onfido keys must agree. */
function identityVerificationProblems(environment: Environment, onfidoKeysSet: boolean): string[] {
  const mode = identityVerificationMode(environment);
  if (mode === 'onfido' && !onfidoKeysSet) return ['IDENTITY_VERIFICATION=onfido needs ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET'];
  if (mode !== 'onfido' && onfidoKeysSet) return [`IDENTITY_VERIFICATION=${mode} would leave the Onfido keys unused: unset it, or unset ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET`];
  if (mode === 'local' && environment.NODE_ENV === 'production') {
    return ['IDENTITY_VERIFICATION must be onfido (with ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET) or manual in production: the local verifier passes any photo by test rules'];
  }
  return [];
}
