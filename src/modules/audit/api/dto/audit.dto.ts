import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

export class AuditHistoryRequest {
  @ApiPropertyOptional({ description: 'The history of this subscription' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The subscription_id must be a whole number.' })
  @Min(1, { message: 'The subscription_id must be a whole number.' })
  subscription_id?: number;

  @ApiPropertyOptional({ description: "The history of this customer, their subscriptions' included" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The user_id must be a whole number.' })
  @Min(1, { message: 'The user_id must be a whole number.' })
  user_id?: number;

  @ApiPropertyOptional({ description: "The history of one thing, e.g. 'treatment_item:4'" })
  @IsOptional()
  @IsString({ message: "The subject must look like 'treatment_item:4'." })
  @Matches(/^[a-z_]{1,40}:\d{1,12}$/, { message: "The subject must look like 'treatment_item:4'." })
  subject?: string;
}

export class AuditChangeView {
  @ApiProperty() field: string;
  @ApiProperty({ type: String, nullable: true }) from: string | null;
  @ApiProperty({ type: String, nullable: true }) to: string | null;
}

export class AuditEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'ISO instant' }) occurredAt: string;
  @ApiProperty({ description: "Who acted: the admin's name, or 'System'" }) actor: string;
  @ApiProperty() action: string;
  @ApiProperty() summary: string;
  @ApiProperty() subject: string;
  @ApiProperty({ type: Number, nullable: true }) subscriptionId: number | null;
  @ApiProperty({ type: [AuditChangeView] }) changes: AuditChangeView[];
  @ApiProperty({ description: 'How many recorded entries this line stands for: repeated views of one record by one person within 30 minutes of each other are one line' }) repeats: number;
  @ApiProperty({ description: 'ISO instant of the earliest of them (occurredAt is the latest)' }) firstOccurredAt: string;
}
