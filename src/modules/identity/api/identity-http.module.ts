import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';

/** The identity context's HTTP face; only the API process loads it. */
@Module({ controllers: [AuthController, ProfileController] })
export class IdentityHttpModule {}
