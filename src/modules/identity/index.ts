// The identity context's public surface: other contexts import from here only.
export { CreateAdminCommand } from './application/commands/create-admin/create-admin.command';
export { SeedDemoAccountsCommand, DEMO_ACCOUNTS } from './application/commands/seed-demo-accounts/seed-demo-accounts.command';
export { GetAccountSummaryQuery, type AccountSummary } from './application/queries/get-account-summary/get-account-summary.query';
export { GetPatientDetailsQuery, type PatientDetails } from './application/queries/get-patient-details/get-patient-details.query';
export { UpdateCustomerInfoCommand } from './application/commands/update-customer-info/update-customer-info.command';
export { SaveBillingAddressCommand, type PostalAddress } from './application/commands/save-billing-address/save-billing-address.command';
export { FindReferrerQuery } from './application/queries/find-referrer/find-referrer.query';
export { GetBillingAddressQuery } from './application/queries/get-billing-address/get-billing-address.query';
export { FindAdminByEmailQuery } from './application/queries/find-admin-by-email/find-admin-by-email.query';
export { IdentityModule } from './identity.module';
export { IdentityHttpModule } from './api/identity-http.module';
