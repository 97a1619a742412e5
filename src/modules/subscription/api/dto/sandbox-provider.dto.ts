import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class SandboxCardSetupRequest {
  @ApiProperty() @IsString({ message: 'The client secret is missing.' }) @MaxLength(200, { message: 'The client secret is not valid.' })
  client_secret: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString({ message: 'Your card number is incomplete.' })
  @Matches(/^[\d\s-]{12,23}$/, { message: 'Your card number is incomplete.' })
  number: string;

  @ApiProperty() @Type(() => Number) @IsInt({ message: "Your card's expiration month is invalid." })
  exp_month: number;

  @ApiProperty() @Type(() => Number) @IsInt({ message: "Your card's expiration year is invalid." })
  exp_year: number;

  @ApiProperty() @IsString({ message: "Your card's security code is incomplete." }) @Matches(/^\d{3,4}$/, { message: "Your card's security code is incomplete." })
  cvc: string;

  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100, { message: 'Please keep the name under 100 characters.' })
  name?: string;
}

export class SandboxAuthenticationRequest {
  @ApiProperty() @IsString({ message: 'The client secret is missing.' }) @MaxLength(200, { message: 'The client secret is not valid.' })
  client_secret: string;

  @ApiProperty({ description: 'Whether the customer passed the bank check' }) @IsBoolean({ message: 'Say whether the check was passed.' })
  passed: boolean;
}

export class SandboxIntentResponse {
  @ApiProperty({ enum: ['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled'] }) status: string;
  @ApiPropertyOptional() payment_method?: string;
  @ApiPropertyOptional({ description: "The provider's words when it refused, e.g. 'Your card was declined.'" }) message?: string;
}
