import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class PrescriptionRefParams {
  @ApiProperty({ example: 'PRX12', description: "The prescription's number, with or without PRX" })
  @Matches(/^\s*(prx\s*)?\d{1,9}\s*$/i, { message: 'The prescription number must look like PRX12.' })
  ref: string;
}

export class PrescriptionSignatureResponse {
  @ApiProperty({ example: 'PRX12' }) script_ref: string;
  @ApiProperty({ enum: ['valid', 'invalid', 'unsigned'], description: "valid: the stored prescription is exactly what the prescriber signed; invalid: it has changed since, or the signature is not theirs; unsigned: written before prescriptions were signed" })
  status: 'valid' | 'invalid' | 'unsigned';
  @ApiProperty() prescriber_name: string;
  @ApiProperty({ example: '2026-11-24' }) prescribed_on: string;
  @ApiProperty() medicine_name: string;
  @ApiProperty({ type: String, nullable: true, example: '3F2A 9C01 77B4 E0D2 1A6C 4B88 0F3E 92D7', description: "The signing key's fingerprint, as printed on the prescription" })
  fingerprint: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signed_at: string | null;
}
