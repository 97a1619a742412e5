import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class ReviewDecisionRequest {
  @ApiProperty({ description: 'The subscription' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  id: number;

  @ApiProperty({ enum: [0, 1], description: '1 approves (issues a prescription), 0 declines (and refunds the first payment in full)' })
  @Type(() => Number)
  @IsIn([0, 1], { message: 'approve must be 1 (approve) or 0 (decline).' })
  approve: 0 | 1;

  @ApiPropertyOptional({ maxLength: 2000, description: "When declining: the prescriber's reason, kept in the clinical record (not emailed)" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters.' })
  reason?: string;

  @ApiPropertyOptional({ maxLength: 128, description: "When approving: the prescriber's password, confirming it is them who signs the prescription (HMR 2012 reg 219). Either this or signature_code." })
  @IsOptional()
  @IsString({ message: 'The password must be text.' })
  @MaxLength(128, { message: 'The password must be at most 128 characters.' })
  signature_password?: string;

  @ApiPropertyOptional({ example: '123456', description: "When approving, instead of the password: a code from the prescriber's authenticator app (used once)." })
  @IsOptional()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'The authenticator code is the 6 digits your app shows.' })
  signature_code?: string;
}

export class ReviewDecisionResponse {
  @ApiProperty({ example: 'active', description: "The subscription's status after the decision: active or cancelled" }) status: string;
}

export class PrescriberProfileResponse {
  @ApiProperty() full_name: string;
  @ApiProperty({ example: 'GMC' }) professional_body: string;
  @ApiProperty() registration_number: string;
  @ApiProperty() practice_address: string;
}

export class CurrentPrescriberResponse {
  @ApiProperty({ type: PrescriberProfileResponse, nullable: true, description: 'Null for staff who may not prescribe (they see reviews but cannot decide)' })
  profile: PrescriberProfileResponse | null;
}
