import type { MigrationObject } from '@mikro-orm/core';

/** Every migration, oldest first: each file `./<name>.ts` exports a class of that name. Written by `npm run migration:create`. */
export const MIGRATION_NAMES: readonly string[] = [
  'Migration20261121054503_Initial',
  'Migration20261121073000_ConsultationsAndProposals',
  'Migration20261121074950_SandboxPaymentGateway',
  'Migration20261121075620_CheckoutPromotionsAndBilling',
  'Migration20261121080552_FirstPayments',
  'Migration20261121101945_SubscriptionPauseExpiryAndShipping',
  'Migration20261121102253_SubscriptionCardAndCancellation',
  'Migration20261121102312_RenewalsRetriesAndNotices',
  'Migration20261121102646_SupportChatAndProgressPhotos',
  'Migration20261121103052_PrescribingAndFulfilment',
  'Migration20261121105321_StaffBackOfficeAndAuditTrail',
  'Migration20261121140750_HandledCardEvents',
  'Migration20261124143101_PendingRegistrations',
  'Migration20261124144141_StaffSecondFactor',
  'Migration20261124144338_DataRights',
  'Migration20261124174758_PharmacistChecksAndResponsiblePharmacist',
  'Migration20261124180000_PrescriptionSignatures',
  'Migration20261124210000_PrescriptionLinesAndSupplies',
  'Migration20261124213000_Reconsultation',
  'Migration20261124220000_ItemChangeProposals',
  'Migration20261125000000_MonthlyListPrices',
  'Migration20261125010000_IdentityVerification',
  'Migration20261125010100_DeclineWithoutPrescriber',
  'Migration20261125020000_GeneralPractice',
  'Migration20261125030000_OrderRiskFlags',
  'Migration20261125040000_CheckIns',
  'Migration20261125050000_PrescriberTeamPage',
  'Migration20261126020000_GpDirectoryLoad',
  'Migration20261126030000_BillingExtras',
  'Migration20261126040000_SmsNotices',
  'Migration20261126050000_AddOns',
  'Migration20261128180000_StaffListUnrestrictedIndexes',
  'Migration20261129010000_StaffListStatusCounts',
  'Migration20261206090000_AddOnStockReservations',
  'Migration20261207150000_MedicineSafeguards',
  'Migration20261208000000_AntimicrobialCourseLimits',
  'Migration20261208010000_PatientFacingDeclineReason',
];

/**
 * The migration classes, for the migrator only (src/config/migrator.ts). Required by name rather
 * than imported: each extends @mikro-orm/migrations' `Migration`, and that package loads umzug and
 * @rushstack (~225 modules), which a start with nothing pending never needs.
 */
export function loadMigrations(): MigrationObject[] {
  return MIGRATION_NAMES.map((name) => ({ name, class: (require(`./${name}`) as Record<string, MigrationObject['class']>)[name] }));
}
