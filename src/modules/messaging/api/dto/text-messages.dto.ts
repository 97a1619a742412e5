import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class TextMessagesResponse {
  @ApiProperty({ description: 'Texts go out (reminders before a charge, failed payments, dispatch, team replies)' }) opted_in!: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'The number texts go (or went) to, e.g. 07700 900123' }) phone!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The UK mobile number given at checkout, offered when opting in' }) checkout_phone!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) opted_in_at!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) opted_out_at!: string | null;
  @ApiProperty({ type: 'string', enum: ['account', 'reply'], nullable: true, description: 'Opted out in the account, or by replying STOP' }) opted_out_via!: 'account' | 'reply' | null;
}

export class ChangeTextMessagesRequest {
  @ApiProperty({ description: 'true to opt in (or change the number), false to opt out' })
  @IsBoolean({ message: 'Say whether you want texts (opt_in must be true or false).' })
  opt_in!: boolean;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 20, example: '07700 900123', description: 'A UK mobile number; left out or null, the number given at checkout' })
  @IsOptional()
  @IsString({ message: 'Please enter a UK mobile number, e.g. 07700 900123.' })
  @MaxLength(20, { message: 'Please enter a UK mobile number, e.g. 07700 900123.' })
  phone?: string | null;
}
