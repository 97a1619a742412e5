import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { VerifyPrescriptionSignatureQuery } from '../application/queries/verify-prescription-signature/verify-prescription-signature.query';
import { parseScriptRef } from '../domain/register-row';
import { GetPrescriptionSummaryQuery } from '../application/queries/get-prescription-summary/get-prescription-summary.query';
import { PrescriptionInForceResponse, PrescriptionRefParams, PrescriptionSignatureResponse, SubscriptionIdParams } from './dto/signature.dto';

/** Staff read the prescriptions: whether one is exactly what its prescriber signed (HMR 2012 reg 219), and what the one in force still allows. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data')
export class PrescriptionSignatureController {
  constructor(private readonly queries: QueryBus) {}

  @Get('prescriptions/:ref/signature')
  @ApiOkResponse({ type: PrescriptionSignatureResponse })
  async verify(@CurrentUser() user: Principal, @Param() { ref }: PrescriptionRefParams): Promise<PrescriptionSignatureResponse> {
    const check = await this.queries.execute(new VerifyPrescriptionSignatureQuery(parseScriptRef(ref)!, user.id));
    return {
      script_ref: check.scriptRef,
      status: check.status,
      prescriber_name: check.prescriberName,
      prescribed_on: check.prescribedOn,
      medicine_name: check.medicineName,
      fingerprint: check.fingerprint,
      signed_at: check.signedAt?.toISOString() ?? null,
    };
  }

  /** The prescription in force for a subscription, with its supplies used and left: the detail screen's Prescription panel. */
  @Get('subscriptions/:id/prescription')
  @ApiOkResponse({ type: PrescriptionInForceResponse })
  async inForce(@CurrentUser() user: Principal, @Param() { id }: SubscriptionIdParams): Promise<PrescriptionInForceResponse> {
    const summary = await this.queries.execute(new GetPrescriptionSummaryQuery(id, user.id));
    if (!summary) return { prescription: null };
    return {
      prescription: {
        script_ref: summary.scriptRef,
        prescribed_on: summary.prescribedOn,
        expires_on: summary.expiresOn,
        prescriber_name: summary.prescriberName,
        lines: summary.lines.map((line) => ({
          item_code: line.itemCode,
          medicine_name: line.medicineName,
          strength: line.strength,
          quantity: line.quantity,
          directions: line.directions,
          supplies_authorised: line.suppliesAuthorised,
          supplies_made: line.suppliesMade,
          supplies_left: line.suppliesAuthorised - line.suppliesMade,
          min_interval_days: line.minIntervalDays,
        })),
        supplies_authorised: summary.suppliesAuthorised,
        supplies_made: summary.suppliesMade,
        supplies_left: summary.suppliesAuthorised - summary.suppliesMade,
        earlier: summary.earlier,
      },
    };
  }
}
