import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';

/** The identity context's HTTP face; only the API process loads it. */
@Module({ controllers: [AuthController] })
export class IdentityHttpModule {}
