import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { isStaffRole, principalOf } from '../../../shared/auth/principal';
import { Clock } from '../../../shared/domain/clock';
import { ErrorBody } from '../../../shared/http/error-body';
import { clientAddress } from '../../../shared/http/client-address';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { RegisterCustomerCommand } from '../application/commands/register-customer/register-customer.command';
import { ResendVerificationCodeCommand } from '../application/commands/resend-verification-code/resend-verification-code.command';
import { type RegistrationDetailsTarget, UpdateRegistrationDetailsCommand } from '../application/commands/update-registration-details/update-registration-details.command';
import { VerifyEmailCommand } from '../application/commands/verify-email/verify-email.command';
import { CheckEmailAvailabilityQuery } from '../application/queries/check-email-availability/check-email-availability.query';
import { GetAccountSummaryQuery } from '../application/queries/get-account-summary/get-account-summary.query';
import { GetSecondFactorStepQuery } from '../application/queries/get-second-factor-step/get-second-factor-step.query';
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
import { SessionResponder } from './session-responder';
import { awaitSecondFactor, signIn, signOut } from './session-sign-in';

const SIGN_OUT_BY_POST = 'Opening this address does not sign you out. Use the Logout button on the site.';

/** The spec's auth calls (§7 Auth), on the paths and field names the original used. */
@ApiTags('auth')
@Access('public')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
    private readonly responder: SessionResponder,
    private readonly clock: Clock,
  ) {}

  @Get('auth/session')
  @ApiOkResponse({ type: SessionResponse })
  async session(@Req() request: Request): Promise<SessionResponse> {
    return this.sessionResponse(request);
  }

  /** Customers are signed in; staff get a session that waits for their second factor (`secondFactor` in the answer). */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse })
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<SessionResponse> {
    const email = normaliseEmail(body.email);
    await this.limits.consume(LIMITS.loginPerIp, clientAddress(request));
    await this.limits.consume(LIMITS.loginPerEmail, email);
    const principal = await this.queries.execute(new ValidateCredentialsQuery(email, body.password));
    await this.limits.reset(LIMITS.loginPerEmail, email);
    if (isStaffRole(principal.role)) {
      const step = await this.queries.execute(new GetSecondFactorStepQuery(principal.id));
      await awaitSecondFactor(request, { ...principal, email }, step, this.clock.now());
    } else {
      await signIn(request, principal);
    }
    return this.sessionResponse(request);
  }

  /** Signing out changes the session, so it is a POST with the session's CSRF token like every other change. */
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: Request): Promise<void> {
    await signOut(request);
  }

  /**
   * Opening the address changes nothing: were it to sign out, any other site could sign a
   * patient out with an image or a link (mid-consultation, mid-checkout, mid-prescription review).
   */
  @Get('logout')
  @ApiResponse({ status: 405, type: ErrorBody, description: 'Signing out is POST /logout; this GET changes nothing' })
  logoutByLink(@Res({ passthrough: true }) response: Response): never {
    response.setHeader('Allow', 'POST');
    throw new HttpException(SIGN_OUT_BY_POST, HttpStatus.METHOD_NOT_ALLOWED);
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
    const email = normaliseEmail(body.email);
    const held = request.session.registration?.registrationId;
    await this.limits.consume(LIMITS.registerPerIp, clientAddress(request));
    // Registering again from the same session resends its code, so it shares the resend limit.
    if (held) await this.limits.consume(LIMITS.resendPerRegistration, String(held));
    await this.limits.consume(LIMITS.codesPerEmail, email);
    const registration = await this.commands.execute(
      new RegisterCustomerCommand(
        email,
        body.password,
        body.password_confirmation,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          birthDate: body.birth_date,
          sexAtBirth: body.sex,
          consultationType: body.consultation_type ?? 'generic',
        },
        held,
      ),
    );
    if (registration.registrationId !== held) await this.limits.consume(LIMITS.resendPerRegistration, String(registration.registrationId));
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
    const target = await this.registrationDetailsTarget(request, body.email);
    await this.commands.execute(
      new UpdateRegistrationDetailsCommand(target, {
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
    const principal = await this.commands.execute(new VerifyEmailCommand(this.sessionRegistrationFor(request, body.email), body.email, body.code));
    await signIn(request, principal);
    return this.sessionResponse(request);
  }

  @Post('auth/resend-code')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resendCode(@Body() body: EmailRequest, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.consume(LIMITS.resendPerIp, clientAddress(request));
    const registrationId = this.sessionRegistrationFor(request, body.email);
    if (registrationId) {
      await this.limits.consume(LIMITS.resendPerRegistration, String(registrationId));
      await this.limits.consume(LIMITS.codesPerEmail, normaliseEmail(body.email));
    }
    await this.commands.execute(new ResendVerificationCodeCommand(registrationId, body.email));
    return { message: 'If that address is waiting for a code, a new one is on its way.' };
  }

  /** The pending registration this browser session started for the address; another session's is never used. */
  private sessionRegistrationFor(request: Request, email: string): number | undefined {
    const registration = request.session.registration;
    return registration?.email === normaliseEmail(email) ? registration.registrationId : undefined;
  }

  /** Registration details may be written only by the browser that started that registration, or by the account's owner. */
  private async registrationDetailsTarget(request: Request, email: string): Promise<RegistrationDetailsTarget> {
    const pendingRegistrationId = this.sessionRegistrationFor(request, email);
    if (pendingRegistrationId) return { pendingRegistrationId };
    const principal = principalOf(request);
    if (principal) {
      const account = await this.queries.execute(new GetAccountSummaryQuery(principal.id));
      if (account?.email === normaliseEmail(email)) return { userId: principal.id };
    }
    throw new RegistrationNotInProgressError();
  }

  private sessionResponse(request: Request): Promise<SessionResponse> {
    return this.responder.respond(request);
  }
}
