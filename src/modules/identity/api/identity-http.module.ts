import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { RegistrationProgressController } from './registration-progress.controller';
import { SessionResponder } from './session-responder';
import { StaffCustomerController } from './staff-customer.controller';
import { StaffSecondFactorController } from './staff-second-factor.controller';

/** The identity context's HTTP face; only the API process loads it. */
@Module({
  controllers: [AuthController, StaffSecondFactorController, ProfileController, RegistrationProgressController, StaffCustomerController],
  providers: [SessionResponder],
})
export class IdentityHttpModule {}
