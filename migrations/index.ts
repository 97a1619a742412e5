import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121054503_Initial } from './Migration20261121054503_Initial';
import { Migration20261121073000_ConsultationsAndProposals } from './Migration20261121073000_ConsultationsAndProposals';
import { Migration20261121074950_SandboxPaymentGateway } from './Migration20261121074950_SandboxPaymentGateway';
import { Migration20261121075620_CheckoutPromotionsAndBilling } from './Migration20261121075620_CheckoutPromotionsAndBilling';
import { Migration20261121080552_FirstPayments } from './Migration20261121080552_FirstPayments';
import { Migration20261121101945_SubscriptionPauseExpiryAndShipping } from './Migration20261121101945_SubscriptionPauseExpiryAndShipping';
import { Migration20261121102253_SubscriptionCardAndCancellation } from './Migration20261121102253_SubscriptionCardAndCancellation';
import { Migration20261121102312_RenewalsRetriesAndNotices } from './Migration20261121102312_RenewalsRetriesAndNotices';
import { Migration20261121102646_SupportChatAndProgressPhotos } from './Migration20261121102646_SupportChatAndProgressPhotos';
import { Migration20261121103052_PrescribingAndFulfilment } from './Migration20261121103052_PrescribingAndFulfilment';
import { Migration20261121105321_StaffBackOfficeAndAuditTrail } from './Migration20261121105321_StaffBackOfficeAndAuditTrail';
import { Migration20261121140750_HandledCardEvents } from './Migration20261121140750_HandledCardEvents';
import { Migration20261124143101_PendingRegistrations } from './Migration20261124143101_PendingRegistrations';
import { Migration20261124144141_StaffSecondFactor } from './Migration20261124144141_StaffSecondFactor';
import { Migration20261124144338_DataRights } from './Migration20261124144338_DataRights';
import { Migration20261124180000_PrescriptionSignatures } from './Migration20261124180000_PrescriptionSignatures';
import { Migration20261124210000_PrescriptionLinesAndSupplies } from './Migration20261124210000_PrescriptionLinesAndSupplies';
import { Migration20261124213000_Reconsultation } from './Migration20261124213000_Reconsultation';
import { Migration20261124220000_ItemChangeProposals } from './Migration20261124220000_ItemChangeProposals';
import { Migration20261124174758_PharmacistChecksAndResponsiblePharmacist } from './Migration20261124174758_PharmacistChecksAndResponsiblePharmacist';

/** Every migration, oldest first. Written by `npm run migration:create`. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121054503_Initial', class: Migration20261121054503_Initial },
  { name: 'Migration20261121073000_ConsultationsAndProposals', class: Migration20261121073000_ConsultationsAndProposals },
  { name: 'Migration20261121074950_SandboxPaymentGateway', class: Migration20261121074950_SandboxPaymentGateway },
  { name: 'Migration20261121075620_CheckoutPromotionsAndBilling', class: Migration20261121075620_CheckoutPromotionsAndBilling },
  { name: 'Migration20261121080552_FirstPayments', class: Migration20261121080552_FirstPayments },
  { name: 'Migration20261121101945_SubscriptionPauseExpiryAndShipping', class: Migration20261121101945_SubscriptionPauseExpiryAndShipping },
  { name: 'Migration20261121102253_SubscriptionCardAndCancellation', class: Migration20261121102253_SubscriptionCardAndCancellation },
  { name: 'Migration20261121102312_RenewalsRetriesAndNotices', class: Migration20261121102312_RenewalsRetriesAndNotices },
  { name: 'Migration20261121102646_SupportChatAndProgressPhotos', class: Migration20261121102646_SupportChatAndProgressPhotos },
  { name: 'Migration20261121103052_PrescribingAndFulfilment', class: Migration20261121103052_PrescribingAndFulfilment },
  { name: 'Migration20261121105321_StaffBackOfficeAndAuditTrail', class: Migration20261121105321_StaffBackOfficeAndAuditTrail },
  { name: 'Migration20261121140750_HandledCardEvents', class: Migration20261121140750_HandledCardEvents },
  { name: 'Migration20261124143101_PendingRegistrations', class: Migration20261124143101_PendingRegistrations },
  { name: 'Migration20261124144141_StaffSecondFactor', class: Migration20261124144141_StaffSecondFactor },
  { name: 'Migration20261124144338_DataRights', class: Migration20261124144338_DataRights },
  { name: 'Migration20261124174758_PharmacistChecksAndResponsiblePharmacist', class: Migration20261124174758_PharmacistChecksAndResponsiblePharmacist },
  { name: 'Migration20261124180000_PrescriptionSignatures', class: Migration20261124180000_PrescriptionSignatures },
  { name: 'Migration20261124210000_PrescriptionLinesAndSupplies', class: Migration20261124210000_PrescriptionLinesAndSupplies },
  { name: 'Migration20261124213000_Reconsultation', class: Migration20261124213000_Reconsultation },
  { name: 'Migration20261124220000_ItemChangeProposals', class: Migration20261124220000_ItemChangeProposals },
];
