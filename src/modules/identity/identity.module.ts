import { ConfirmStaffIdentityHandler } from './application/commands/confirm-staff-identity/confirm-staff-identity.handler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { CreateAdminHandler } from './application/commands/create-admin/create-admin.handler';
import { PruneStaleRegistrationsHandler } from './application/commands/prune-stale-registrations/prune-stale-registrations.handler';
import { RegisterCustomerHandler } from './application/commands/register-customer/register-customer.handler';
import { ResendVerificationCodeHandler } from './application/commands/resend-verification-code/resend-verification-code.handler';
import { SeedDemoAccountsHandler } from './application/commands/seed-demo-accounts/seed-demo-accounts.handler';
import { UpdateRegistrationDetailsHandler } from './application/commands/update-registration-details/update-registration-details.handler';
import { SaveBillingAddressHandler } from './application/commands/save-billing-address/save-billing-address.handler';
import { UpdateCustomerInfoHandler } from './application/commands/update-customer-info/update-customer-info.handler';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler';
import { CheckEmailAvailabilityHandler } from './application/queries/check-email-availability/check-email-availability.handler';
import { GetUserContactsHandler } from './application/queries/get-user-contacts/get-user-contacts.handler';
import { GetPatientDetailsHandler } from './application/queries/get-patient-details/get-patient-details.handler';
import { ReadPatientsAheadHandler } from './application/queries/read-patients-ahead/read-patients-ahead.handler';
import { PatientDetailsReads } from './application/patient-details-reads';
import { FindUserByEmailHandler } from './application/queries/find-user-by-email/find-user-by-email.handler';
import { FindReferrerHandler } from './application/queries/find-referrer/find-referrer.handler';
import { GetBillingAddressHandler } from './application/queries/get-billing-address/get-billing-address.handler';
import { GetAccountSummaryHandler } from './application/queries/get-account-summary/get-account-summary.handler';
import { ValidateCredentialsHandler } from './application/queries/validate-credentials/validate-credentials.handler';
import { UpdateAddressAsStaffHandler } from './application/commands/update-address-as-staff/update-address-as-staff.handler';
import { UpdateCustomerNoteHandler } from './application/commands/update-customer-note/update-customer-note.handler';
import { GetCustomerCardHandler } from './application/queries/get-customer-card/get-customer-card.handler';
import { GetPeopleByIdHandler } from './application/queries/get-people-by-id/get-people-by-id.handler';
import { FindPatientsAtSameAddressHandler } from './application/queries/find-patients-at-same-address/find-patients-at-same-address.handler';
import { FindPatientsWithSameNameAndBirthDateHandler } from './application/queries/find-patients-with-same-name-and-birth-date/find-patients-with-same-name-and-birth-date.handler';
import { SearchCustomerIdsHandler } from './application/queries/search-customer-ids/search-customer-ids.handler';
import { EraseAccountHandler } from './application/commands/erase-account/erase-account.handler';
import { EndAllSessionsHandler } from './application/commands/end-all-sessions/end-all-sessions.handler';
import { ExportAccountDataHandler } from './application/queries/export-account-data/export-account-data.handler';
import { SessionRevoker } from './infrastructure/session-revoker';
import { ConfirmSecondFactorEnrolmentHandler } from './application/commands/confirm-second-factor-enrolment/confirm-second-factor-enrolment.handler';
import { ResetSecondFactorHandler } from './application/commands/reset-second-factor/reset-second-factor.handler';
import { StartSecondFactorEnrolmentHandler } from './application/commands/start-second-factor-enrolment/start-second-factor-enrolment.handler';
import { UseRecoveryCodeHandler } from './application/commands/use-recovery-code/use-recovery-code.handler';
import { VerifySecondFactorHandler } from './application/commands/verify-second-factor/verify-second-factor.handler';
import { GetSecondFactorStepHandler } from './application/queries/get-second-factor-step/get-second-factor-step.handler';
import { RegistrationAgeCheck } from './application/registration-age-check';
import { SecondFactorChecker } from './application/second-factor-checker';
import { VerificationCodeIssuer } from './application/verification-code-issuer';
import { IDENTITY_ENTITIES } from './identity.entities';
import { SessionSerializer } from './infrastructure/passport/session.serializer';
import { PasswordHasher } from './infrastructure/password-hasher';
import { RecoveryCodeHasher } from './infrastructure/recovery-code-hasher';
import { TotpAuthenticator } from './infrastructure/totp-authenticator';
import { TotpSecretCipher } from './infrastructure/totp-secret-cipher';
import { VerificationCodeHasher } from './infrastructure/verification-code-hasher';

/** Users, roles, sign-in (with the staff second factor), email verification and addresses. Controllers live in IdentityHttpModule. */
@Module({
  imports: [MikroOrmModule.forFeature(IDENTITY_ENTITIES), PassportModule.register({ session: true })],
  providers: [
    ConfirmStaffIdentityHandler,
    PasswordHasher,
    VerificationCodeHasher,
    VerificationCodeIssuer,
    RegistrationAgeCheck,
    SessionSerializer,
    RegisterCustomerHandler,
    PruneStaleRegistrationsHandler,
    UpdateRegistrationDetailsHandler,
    VerifyEmailHandler,
    UpdateCustomerInfoHandler,
    SaveBillingAddressHandler,
    ResendVerificationCodeHandler,
    CreateAdminHandler,
    SeedDemoAccountsHandler,
    CheckEmailAvailabilityHandler,
    ValidateCredentialsHandler,
    GetAccountSummaryHandler,
    GetPatientDetailsHandler,
    ReadPatientsAheadHandler,
    PatientDetailsReads,
    FindReferrerHandler,
    FindUserByEmailHandler,
    GetBillingAddressHandler,
    GetUserContactsHandler,
    UpdateAddressAsStaffHandler,
    UpdateCustomerNoteHandler,
    GetCustomerCardHandler,
    GetPeopleByIdHandler,
    FindPatientsAtSameAddressHandler,
    FindPatientsWithSameNameAndBirthDateHandler,
    SearchCustomerIdsHandler,
    SessionRevoker,
    ExportAccountDataHandler,
    EraseAccountHandler,
    EndAllSessionsHandler,
    // Staff second factor (docs/staff-two-factor.md)
    TotpAuthenticator,
    TotpSecretCipher,
    RecoveryCodeHasher,
    SecondFactorChecker,
    GetSecondFactorStepHandler,
    StartSecondFactorEnrolmentHandler,
    ConfirmSecondFactorEnrolmentHandler,
    VerifySecondFactorHandler,
    UseRecoveryCodeHandler,
    ResetSecondFactorHandler,
  ],
})
export class IdentityModule {}
