import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../../../shared/auth/principal';
import { SEXES_AT_BIRTH, type SexAtBirth } from '../../infrastructure/user.entity';
import { EmailField, NameField, NewPasswordField, PhoneField } from '../../../../shared/http/field-rules';

export class LoginRequest {
  @EmailField()
  email: string;

  @ApiProperty({ maxLength: 128 })
  @IsString({ message: 'Please enter your password.' })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  @Matches(/\S/, { message: 'Please enter your password.' })
  password: string;
}

export class EmailRequest {
  @EmailField()
  email: string;
}

export class RegisterRequest {
  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @ApiProperty({ maxLength: 128 })
  @IsString({ message: 'Please confirm your password.' })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  password_confirmation: string;
}

export class UpdateDataRequest {
  @EmailField()
  email: string;

  @NameField('First name is required.')
  first_name: string;

  @NameField('Last name is required.')
  last_name: string;

  @IsOptional()
  @PhoneField({ required: false })
  phone?: string;

  @ApiPropertyOptional({ example: '1990-04-23', description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please select a valid birth date.' })
  birth_date?: string;

  @ApiPropertyOptional({ enum: SEXES_AT_BIRTH })
  @IsOptional()
  @IsIn(SEXES_AT_BIRTH, { message: 'Please select your sex at birth.' })
  sex?: SexAtBirth;
}

export class VerifyEmailRequest {
  @EmailField()
  email: string;

  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @IsString({ message: 'Please enter the 6-digit code.' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code.' })
  code: string;
}

export class SessionUser {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class SessionResponse {
  @ApiProperty({ type: SessionUser, nullable: true })
  user: SessionUser | null;

  @ApiProperty({ description: 'Send back as the x-csrf-token header on every state-changing call' })
  csrfToken: string;
}

export class EmailCheckResponse {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'An account was started with this email but never verified; registering again resumes it' })
  unfinishedRegistration: boolean;
}

export class RegisteredResponse {
  @ApiProperty() email: string;
}

export class MessageResponse {
  @ApiProperty() message: string;
}
