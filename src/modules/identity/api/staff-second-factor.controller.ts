import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type * as QRCode from 'qrcode';
import { Access } from '../../../shared/auth/access.decorator';
import { principalOf } from '../../../shared/auth/principal';
import { type PendingStaffSignIn, pendingStaffSignInOf } from '../../../shared/auth/second-factor';
import { Clock } from '../../../shared/domain/clock';
import { clientAddress } from '../../../shared/http/client-address';
import { ErrorBody } from '../../../shared/http/error-body';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { ConfirmSecondFactorEnrolmentCommand } from '../application/commands/confirm-second-factor-enrolment/confirm-second-factor-enrolment.command';
import { StartSecondFactorEnrolmentCommand } from '../application/commands/start-second-factor-enrolment/start-second-factor-enrolment.command';
import { UseRecoveryCodeCommand } from '../application/commands/use-recovery-code/use-recovery-code.command';
import { VerifySecondFactorCommand } from '../application/commands/verify-second-factor/verify-second-factor.command';
import { SecondFactorAlreadyEnrolledError } from '../domain/identity.errors';
import { groupedSecret, TOTP_RULES } from '../domain/second-factor';
import { AUTH_RATE_LIMITS as LIMITS } from './auth-rate-limits';
import { SessionResponse } from './dto/auth.dto';
import {
  RecoveryCodeRequest,
  RecoveryCodeUsedResponse,
  SecondFactorCodeRequest,
  SecondFactorEnrolledResponse,
  SecondFactorEnrolmentResponse,
} from './dto/second-factor.dto';
import { SessionResponder } from './session-responder';
import { completeStaffSignIn, recordRecentSecondFactor } from './session-sign-in';

/** Either half way through signing in (password given), or signed in and asked again before a sensitive action. */
type StaffMember = { userId: number; pending?: PendingStaffSignIn };

/**
 * The staff second factor (docs/staff-two-factor.md): setting up an authenticator app, and
 * entering its code (or a recovery code) at sign-in and before approving, shipping or exporting.
 * The audience lets in only staff with a half-done sign-in and signed-in staff.
 */
@ApiTags('auth')
@Access('second-factor')
@Controller('auth/second-factor')
export class StaffSecondFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
    private readonly responder: SessionResponder,
    private readonly clock: Clock,
  ) {}

  @Post('enrolment')
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorEnrolmentResponse, description: 'A new secret to scan; starting again replaces it' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is already set up' })
  async startEnrolment(@Req() request: Request): Promise<SecondFactorEnrolmentResponse> {
    const pending = this.enrolling(request);
    const { secret, uri } = await this.commands.execute(new StartSecondFactorEnrolmentCommand(pending.userId, pending.email));
    // Required here, not at the top: qrcode with pngjs is needed only while a staff member enrols.
    const { toDataURL } = require('qrcode') as typeof QRCode;
    return {
      qrCode: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 232 }),
      secret: groupedSecret(secret),
      issuer: TOTP_RULES.issuer,
      accountName: pending.email,
    };
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorEnrolledResponse, description: 'Signed in; the recovery codes are in this answer only' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already set up, or no set-up started' })
  async confirmEnrolment(@Body() body: SecondFactorCodeRequest, @Req() request: Request): Promise<SecondFactorEnrolledResponse> {
    const pending = this.enrolling(request);
    await this.spendAttempt(request, pending.userId);
    const { recoveryCodes } = await this.commands.execute(new ConfirmSecondFactorEnrolmentCommand(pending.userId, body.code));
    await this.passed(request, { userId: pending.userId, pending });
    return { ...(await this.responder.respond(request)), recoveryCodes };
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponse, description: 'Signed in (at sign-in), or the check renewed (before a sensitive action)' })
  async verify(@Body() body: SecondFactorCodeRequest, @Req() request: Request): Promise<SessionResponse> {
    const staff = this.staffMember(request);
    await this.spendAttempt(request, staff.userId);
    await this.commands.execute(new VerifySecondFactorCommand(staff.userId, body.code));
    await this.passed(request, staff);
    return this.responder.respond(request);
  }

  @Post('recover')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodeUsedResponse, description: 'As verify, with a recovery code, which is now used up' })
  async recover(@Body() body: RecoveryCodeRequest, @Req() request: Request): Promise<RecoveryCodeUsedResponse> {
    const staff = this.staffMember(request);
    await this.spendAttempt(request, staff.userId);
    const { recoveryCodesLeft } = await this.commands.execute(new UseRecoveryCodeCommand(staff.userId, body.recoveryCode));
    await this.passed(request, staff);
    return { ...(await this.responder.respond(request)), recoveryCodesLeft };
  }

  /** The route's audience guarantees one of the two. */
  private staffMember(request: Request): StaffMember {
    const pending = pendingStaffSignInOf(request, this.clock.now());
    return pending ? { userId: pending.userId, pending } : { userId: principalOf(request)!.id };
  }

  private enrolling(request: Request): PendingStaffSignIn {
    const { pending } = this.staffMember(request);
    if (pending?.step !== 'enrol') throw new SecondFactorAlreadyEnrolledError();
    return pending;
  }

  /** Per address and per staff member; a right code clears the member's count (as a right password does for logins). */
  private async spendAttempt(request: Request, userId: number): Promise<void> {
    await this.limits.consume(LIMITS.secondFactorPerIp, clientAddress(request));
    await this.limits.consume(LIMITS.secondFactorPerUser, String(userId));
  }

  private async passed(request: Request, staff: StaffMember): Promise<void> {
    await this.limits.reset(LIMITS.secondFactorPerUser, String(staff.userId));
    if (staff.pending) await completeStaffSignIn(request, staff.pending, this.clock.now());
    else recordRecentSecondFactor(request, this.clock.now());
  }
}
