import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { normaliseEmail } from '../domain/email-address';
import { RegistrationProgressRequest, RegistrationProgressResponse } from './dto/auth.dto';

/**
 * The sign-up wizard's memory: what the visitor typed in steps 0-3 is kept in their
 * server session (not in the browser's storage), so a reload, the back button or a
 * return later in the same session continues where they stopped.
 */
@ApiTags('auth')
@Access('public')
@Controller('auth/registration-progress')
export class RegistrationProgressController {
  @Get()
  @ApiOkResponse({ type: RegistrationProgressResponse })
  progress(@Req() request: Request): RegistrationProgressResponse {
    return this.describe(request);
  }

  @Put()
  @ApiOkResponse({ type: RegistrationProgressResponse })
  save(@Body() body: RegistrationProgressRequest, @Req() request: Request): RegistrationProgressResponse {
    const email = body.email === undefined ? undefined : normaliseEmail(body.email);
    // Fields left out keep what was saved before: each step sends only its own answers.
    const saved = request.session.signUpProgress;
    request.session.signUpProgress = {
      ...saved,
      ...Object.fromEntries(Object.entries({ ...body, email }).filter(([, value]) => value !== undefined)),
    } as RegistrationProgressRequest;
    return this.describe(request);
  }

  private describe(request: Request): RegistrationProgressResponse {
    const progress = request.session.signUpProgress;
    const registration = request.session.registration;
    return {
      step: 0,
      ...progress,
      registered: registration !== undefined && registration.email === progress?.email,
    };
  }
}
