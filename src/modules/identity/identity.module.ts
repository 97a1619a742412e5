import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FindAdminByEmailHandler } from './application/queries/find-admin-by-email/find-admin-by-email.handler';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { CreateAdminHandler } from './application/commands/create-admin/create-admin.handler';
import { RegisterCustomerHandler } from './application/commands/register-customer/register-customer.handler';
import { ResendVerificationCodeHandler } from './application/commands/resend-verification-code/resend-verification-code.handler';
import { SeedDemoAccountsHandler } from './application/commands/seed-demo-accounts/seed-demo-accounts.handler';
import { UpdateRegistrationDetailsHandler } from './application/commands/update-registration-details/update-registration-details.handler';
import { SaveBillingAddressHandler } from './application/commands/save-billing-address/save-billing-address.handler';
import { UpdateCustomerInfoHandler } from './application/commands/update-customer-info/update-customer-info.handler';
import { VerifyEmailHandler } from './application/commands/verify-email/verify-email.handler';
import { CheckEmailAvailabilityHandler } from './application/queries/check-email-availability/check-email-availability.handler';
import { GetPatientDetailsHandler } from './application/queries/get-patient-details/get-patient-details.handler';
import { FindReferrerHandler } from './application/queries/find-referrer/find-referrer.handler';
import { GetBillingAddressHandler } from './application/queries/get-billing-address/get-billing-address.handler';
import { GetAccountSummaryHandler } from './application/queries/get-account-summary/get-account-summary.handler';
import { ValidateCredentialsHandler } from './application/queries/validate-credentials/validate-credentials.handler';
import { RegistrationAgeCheck } from './application/registration-age-check';
import { VerificationCodeIssuer } from './application/verification-code-issuer';
import { IDENTITY_ENTITIES } from './identity.entities';
import { SessionSerializer } from './infrastructure/passport/session.serializer';
import { PasswordHasher } from './infrastructure/password-hasher';
import { VerificationCodeHasher } from './infrastructure/verification-code-hasher';

/** Users, roles, sign-in, email verification and addresses. Controllers live in IdentityHttpModule. */
@Module({
  imports: [MikroOrmModule.forFeature(IDENTITY_ENTITIES), PassportModule.register({ session: true })],
  providers: [
    FindAdminByEmailHandler,
    PasswordHasher,
    VerificationCodeHasher,
    VerificationCodeIssuer,
    RegistrationAgeCheck,
    SessionSerializer,
    RegisterCustomerHandler,
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
    FindReferrerHandler,
    GetBillingAddressHandler,
  ],
})
export class IdentityModule {}
