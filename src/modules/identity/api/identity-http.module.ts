import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { RegistrationProgressController } from './registration-progress.controller';
import { StaffCustomerController } from './staff-customer.controller';

/** The identity context's HTTP face; only the API process loads it. */
@Module({ controllers: [AuthController, ProfileController, RegistrationProgressController, StaffCustomerController] })
export class IdentityHttpModule {}
