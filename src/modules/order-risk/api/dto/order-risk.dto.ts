import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { FLAG_KINDS, type FlagKind, type Occasion } from '../../domain/order-risk-rules';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RiskFlagsRequest {
  @ApiProperty({ description: 'The subscription' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  @Min(1, { message: 'The subscription id must be a whole number.' })
  subscription_id: number;
}

export class AcknowledgeRiskFlagRequest {
  @ApiProperty({ description: 'A flag raised on a renewal (flags raised for review are acknowledged when approving)' })
  @Type(() => Number)
  @IsInt({ message: 'The flag id must be a whole number.' })
  @Min(1, { message: 'The flag id must be a whole number.' })
  flag_id: number;

  @ApiProperty({ minLength: 3, maxLength: 1000 })
  @Transform(trimmed)
  @IsString({ message: 'The note on a flag must be text.' })
  @MinLength(3, { message: 'Please write a note on the flag.' })
  @MaxLength(1000, { message: 'A note on a flag must be at most 1000 characters.' })
  note: string;
}

export class RiskFlagView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: FLAG_KINDS }) kind: FlagKind;
  @ApiProperty({ example: 'Same address' }) label: string;
  @ApiProperty({ description: 'What was found, naming the other accounts or subscriptions' }) details: string;
  @ApiProperty({ enum: ['review', 'renewal'] }) occasion: Occasion;
  @ApiProperty({ format: 'date-time' }) raisedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) acknowledgedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who acknowledged it' }) acknowledgedBy: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class RiskFlagsResponse {
  @ApiProperty({ type: [RiskFlagView] }) flags: RiskFlagView[];
}
