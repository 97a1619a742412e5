import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { csrf } from '../../../shared/auth/csrf';
import { principalOf } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { clientAddress } from '../../../shared/http/client-address';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { RegisterCustomerCommand } from '../application/commands/register-customer/register-customer.command';
import { ResendVerificationCodeCommand } from '../application/commands/resend-verification-code/resend-verification-code.command';
import { UpdateRegistrationDetailsCommand } from '../application/commands/update-registration-details/update-registration-details.command';
import { VerifyEmailCommand } from '../application/commands/verify-email/verify-email.command';
import { CheckEmailAvailabilityQuery } from '../application/queries/check-email-availability/check-email-availability.query';
import { GetAccountSummaryQuery } from '../application/queries/get-account-summary/get-account-summary.query';
import { ValidateCredentialsQuery } from '../application/queries/validate-credentials/validate-credentials.query';
import { normaliseEmail } from '../domain/email-address';
import { RegistrationNotInProgressError } from '../domain/identity.errors';
import { AUTH_RATE_LIMITS as LIMITS } from './auth-rate-limits';
import {
  EmailCheckResponse,
  EmailRequest,
  LoginRequest,
  MessageResponse,
  RegisteredResponse,
  RegisterRequest,
  SessionResponse,
  UpdateDataRequest,
  VerifyEmailRequest,
} from './dto/auth.dto';
import { signIn, signOut } from './session-sign-in';

/** The spec's auth calls (§7 Auth), on the paths and field names the original used. */
@ApiTags('auth')
@Access('public')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  @Get('auth/session')
  @ApiOkResponse({ type: SessionResponse })
  async session(@Req() request: Request): Promise<SessionResponse> {
    return this.sessionResponse(request);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<SessionResponse> {
    const email = normaliseEmail(body.email);
    await this.limits.consume(LIMITS.loginPerIp, clientAddress(request));
    await this.limits.consume(LIMITS.loginPerEmail, email);
    const principal = await this.queries.execute(new ValidateCredentialsQuery(email, body.password));
    await this.limits.reset(LIMITS.loginPerEmail, email);
    await signIn(request, principal);
    return this.sessionResponse(request);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: Request): Promise<void> {
    await signOut(request);
  }

  /** A plain link can sign out too; a forged one can only sign the visitor out, which is harmless. */
  @Get('logout')
  async logoutByLink(@Req() request: Request, @Res() response: Response): Promise<void> {
    await signOut(request);
    response.redirect(302, '/');
  }

  @Post('auth/check-email')
  @HttpCode(200)
  @ApiOkResponse({ type: EmailCheckResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'This email is already registered' })
  async checkEmail(@Body() body: EmailRequest, @Req() request: Request): Promise<EmailCheckResponse> {
    await this.limits.consume(LIMITS.checkEmailPerIp, clientAddress(request));
    return this.queries.execute(new CheckEmailAvailabilityQuery(body.email));
  }

  @Post('auth/register')
  @ApiOkResponse({ type: RegisteredResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'This email is already registered' })
  async register(@Body() body: RegisterRequest, @Req() request: Request): Promise<RegisteredResponse> {
    await this.limits.consume(LIMITS.registerPerIp, clientAddress(request));
    // Registering again resends a code, so it shares the resend limit.
    await this.limits.consume(LIMITS.resendPerEmail, normaliseEmail(body.email));
    const registration = await this.commands.execute(
      new RegisterCustomerCommand(body.email, body.password, body.password_confirmation, {
        firstName: body.first_name,
        lastName: body.last_name,
        birthDate: body.birth_date,
        sexAtBirth: body.sex,
        consultationType: body.consultation_type ?? 'generic',
      }),
    );
    request.session.registration = registration;
    request.session.signUpProgress = {
      consultation_type: body.consultation_type ?? 'generic',
      ...request.session.signUpProgress,
      email: registration.email,
      step: 4,
    };
    return { email: registration.email };
  }

  @Post('auth/update-data')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async updateData(@Body() body: UpdateDataRequest, @Req() request: Request): Promise<MessageResponse> {
    const userId = await this.accountBeingRegistered(request, body.email);
    await this.commands.execute(
      new UpdateRegistrationDetailsCommand(userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        birthDate: body.birth_date,
        sexAtBirth: body.sex,
      }, body.consultation_type),
    );
    return { message: 'Saved.' };
  }

  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  async verifyEmail(@Body() body: VerifyEmailRequest, @Req() request: Request): Promise<SessionResponse> {
    await this.limits.consume(LIMITS.verifyPerIp, clientAddress(request));
    await this.limits.consume(LIMITS.verifyPerEmail, normaliseEmail(body.email));
    const principal = await this.commands.execute(new VerifyEmailCommand(body.email, body.code));
    await signIn(request, principal);
    return this.sessionResponse(request);
  }

  @Post('auth/resend-code')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resendCode(@Body() body: EmailRequest, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.consume(LIMITS.resendPerIp, clientAddress(request));
    await this.limits.consume(LIMITS.resendPerEmail, normaliseEmail(body.email));
    await this.commands.execute(new ResendVerificationCodeCommand(body.email));
    return { message: 'If that address is waiting for a code, a new one is on its way.' };
  }

  /** Registration details may be written only by the browser that started that registration, or by the account's owner. */
  private async accountBeingRegistered(request: Request, email: string): Promise<number> {
    const wanted = normaliseEmail(email);
    const registration = request.session.registration;
    if (registration?.email === wanted) return registration.userId;
    const principal = principalOf(request);
    if (principal) {
      const account = await this.queries.execute(new GetAccountSummaryQuery(principal.id));
      if (account?.email === wanted) return principal.id;
    }
    throw new RegistrationNotInProgressError();
  }

  private async sessionResponse(request: Request): Promise<SessionResponse> {
    const principal = principalOf(request);
    const user = principal ? await this.queries.execute(new GetAccountSummaryQuery(principal.id)) : null;
    return { user, csrfToken: csrf.generateToken(request) };
  }
}
