import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { businessIdentityFrom, type BusinessIdentity } from './business-identity';
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

  /** The trading name, company, registrations and addresses the documents print. */
  get business(): BusinessIdentity {
    this.businessIdentity ??= businessIdentityFrom({
      BUSINESS_TRADING_NAME: this.get('BUSINESS_TRADING_NAME'),
      BUSINESS_LEGAL_NAME: this.get('BUSINESS_LEGAL_NAME'),
      BUSINESS_COMPANY_NUMBER: this.get('BUSINESS_COMPANY_NUMBER'),
      BUSINESS_REGISTERED_ADDRESS: this.get('BUSINESS_REGISTERED_ADDRESS'),
      BUSINESS_EMAIL: this.get('BUSINESS_EMAIL'),
      BUSINESS_PHONE: this.get('BUSINESS_PHONE'),
      BUSINESS_ICO_NUMBER: this.get('BUSINESS_ICO_NUMBER'),
      PHARMACY_NAME: this.get('PHARMACY_NAME'),
      PHARMACY_ADDRESS: this.get('PHARMACY_ADDRESS'),
      PHARMACY_GPHC_NUMBER: this.get('PHARMACY_GPHC_NUMBER'),
      SUPERINTENDENT_PHARMACIST_NAME: this.get('SUPERINTENDENT_PHARMACIST_NAME'),
      SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: this.get('SUPERINTENDENT_PHARMACIST_GPHC_NUMBER'),
      CQC_PROVIDER_ID: this.get('CQC_PROVIDER_ID'),
      NODE_ENV: this.get('NODE_ENV'),
    });
    return this.businessIdentity;
  }

  private businessIdentity?: BusinessIdentity;

  get databaseUrl(): string {
    const url = this.get('DATABASE_URL');
    if (!url) throw new Error('DATABASE_URL was not resolved before start-up');
    return url;
  }
}
