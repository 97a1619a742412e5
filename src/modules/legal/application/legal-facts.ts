import type { AppConfig } from '../../../config/app-config';
import type { LegalFacts } from '../domain/legal-document';

/** What the documents are filled from, read from the configuration. */
export function legalFactsFrom(config: AppConfig): LegalFacts {
  return { business: config.business, siteUrl: config.get('APP_URL'), renewalReminderDays: config.get('RENEWAL_REMINDER_DAYS') };
}
