import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121054503_Initial } from './Migration20261121054503_Initial';
import { Migration20261121073000_ConsultationsAndProposals } from './Migration20261121073000_ConsultationsAndProposals';
import { Migration20261121074950_SandboxPaymentGateway } from './Migration20261121074950_SandboxPaymentGateway';
import { Migration20261121075620_CheckoutPromotionsAndBilling } from './Migration20261121075620_CheckoutPromotionsAndBilling';
import { Migration20261121080552_FirstPayments } from './Migration20261121080552_FirstPayments';
import { Migration20261121101945_SubscriptionPauseExpiryAndShipping } from './Migration20261121101945_SubscriptionPauseExpiryAndShipping';
import { Migration20261121102312_RenewalsRetriesAndNotices } from './Migration20261121102312_RenewalsRetriesAndNotices';

/** Every migration, oldest first. Written by `npm run migration:create`. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121054503_Initial', class: Migration20261121054503_Initial },
  { name: 'Migration20261121073000_ConsultationsAndProposals', class: Migration20261121073000_ConsultationsAndProposals },
  { name: 'Migration20261121074950_SandboxPaymentGateway', class: Migration20261121074950_SandboxPaymentGateway },
  { name: 'Migration20261121075620_CheckoutPromotionsAndBilling', class: Migration20261121075620_CheckoutPromotionsAndBilling },
  { name: 'Migration20261121080552_FirstPayments', class: Migration20261121080552_FirstPayments },
  { name: 'Migration20261121101945_SubscriptionPauseExpiryAndShipping', class: Migration20261121101945_SubscriptionPauseExpiryAndShipping },
  { name: 'Migration20261121102312_RenewalsRetriesAndNotices', class: Migration20261121102312_RenewalsRetriesAndNotices },
];
