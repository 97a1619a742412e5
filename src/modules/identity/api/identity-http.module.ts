import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { RegistrationProgressController } from './registration-progress.controller';

/** The identity context's HTTP face; only the API process loads it. */
@Module({ controllers: [AuthController, ProfileController, RegistrationProgressController] })
export class IdentityHttpModule {}
