// The pharmacy context's public surface: other contexts import from here only.
// Queries and errors come before the module: contexts that import each other's index must find them defined.
export { GetPharmacistProfileQuery, type PharmacistProfileView } from './application/queries/get-pharmacist-profile/get-pharmacist-profile.query';
export { GetResponsiblePharmacistQuery } from './application/queries/get-responsible-pharmacist/get-responsible-pharmacist.query';
export type { ResponsiblePharmacistView } from './application/responsible-pharmacist-view';
export { NotAPharmacistError } from './domain/pharmacy.errors';
export { SignInAsResponsiblePharmacistCommand } from './application/commands/sign-in-as-responsible-pharmacist/sign-in-as-responsible-pharmacist.command';
export { SignOutAsResponsiblePharmacistCommand } from './application/commands/sign-out-as-responsible-pharmacist/sign-out-as-responsible-pharmacist.command';
export { SetPharmacistProfileCommand } from './application/commands/set-pharmacist-profile/set-pharmacist-profile.command';
export { SeedDemoPharmacistCommand } from './application/commands/seed-demo-pharmacist/seed-demo-pharmacist.command';
export { GetRegulatoryInformationQuery } from './application/queries/get-regulatory-information/get-regulatory-information.query';
