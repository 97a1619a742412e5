// The prescribing context's public surface: other contexts import from here only.
export { ApprovalRequested, PrescriptionIssued, ReviewDeclined, SupplyCounted, type PatientSafetyAnswers, type SupplyNumber } from './domain/prescribing.events';
export { CheckSupplyQuery, type SupplyCheck } from './application/queries/check-supply/check-supply.query';
export { CheckSuppliesQuery } from './application/queries/check-supplies/check-supplies.query';
export { ReadPrescriptionsAheadQuery } from './application/queries/read-prescriptions-ahead/read-prescriptions-ahead.query';
export { CheckDispatchQuery } from './application/queries/check-dispatch/check-dispatch.query';
export { GetPrescriptionQuery, type PrescribedLine, type PrescriptionRecord } from './application/queries/get-prescription/get-prescription.query';
export { GetPrescriberProfileQuery } from './application/queries/get-prescriber-profile/get-prescriber-profile.query';
export { ListPrescribersQuery, type RegisteredPrescriber } from './application/queries/list-prescribers/list-prescribers.query';
export { ExportRegisterCommand } from './application/commands/export-register/export-register.command';
export { ReviewSubscriptionCommand } from './application/commands/review-subscription/review-subscription.command';
export { SeedDemoPrescriberCommand } from './application/commands/seed-demo-prescriber/seed-demo-prescriber.command';
export { SetPrescriberProfileCommand, PROFESSIONAL_BODIES } from './application/commands/set-prescriber-profile/set-prescriber-profile.command';
export { RemindExpiringPrescriptionsCommand } from './application/commands/remind-expiring-prescriptions/remind-expiring-prescriptions.command';
export { ExportPrescribingDataQuery, type PrescribingData } from './application/queries/export-prescribing-data/export-prescribing-data.query';
export { PurgeClinicalRecordsCommand } from './application/commands/purge-clinical-records/purge-clinical-records.command';
export { scriptRef, supplyLabel } from './domain/register-row';
export { DeclineForFailedIdentityCheckCommand, IDENTITY_DECLINE_REASON } from './application/commands/decline-for-failed-identity-check/decline-for-failed-identity-check.command';
export { ListPatientSuppliesQuery, type PatientSupply } from './application/queries/list-patient-supplies/list-patient-supplies.query';
