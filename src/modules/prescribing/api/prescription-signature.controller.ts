import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { VerifyPrescriptionSignatureQuery } from '../application/queries/verify-prescription-signature/verify-prescription-signature.query';
import { parseScriptRef } from '../domain/register-row';
import { PrescriptionRefParams, PrescriptionSignatureResponse } from './dto/signature.dto';

/** Staff check that a stored prescription is exactly what its prescriber signed (HMR 2012 reg 219). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data/prescriptions')
export class PrescriptionSignatureController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':ref/signature')
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
}
