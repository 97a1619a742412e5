import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { ROLES, type Role } from '../../../../shared/auth/principal';
import type { SecondFactorStep } from '../../../../shared/auth/second-factor';
import { isRealCalendarDate } from '../../../../shared/domain/calendar-date';
import { CONSULTATION_TYPES, type ConsultationType } from '../../../../shared/domain/consultation-types';
import { EmailField, NameField, PhoneField } from '../../../../shared/http/field-rules';
import { SEXES_AT_BIRTH, type SexAtBirth } from '../../infrastructure/user.entity';
import { NewPasswordField } from './new-password-field';

/** Left out, or null, when not `required`: the wizard sends what it has so far. */
const BirthDateField = ({ required }: { required: boolean }) =>
  applyDecorators(
    ApiProperty({ example: '1990-04-23', description: 'YYYY-MM-DD', required }),
    ...(required ? [] : [IsOptional()]),
    ValidateBy(
      { name: 'isRealCalendarDate', validator: { validate: (value: unknown) => typeof value === 'string' && isRealCalendarDate(value) } },
      { message: 'Please select a valid birth date.' },
    ),
  );

const SexField = ({ required }: { required: boolean }) =>
  applyDecorators(ApiProperty({ enum: SEXES_AT_BIRTH, required }), ...(required ? [] : [IsOptional()]), IsIn(SEXES_AT_BIRTH, { message: 'Please select your sex at birth.' }));

const ConsultationTypeField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: CONSULTATION_TYPES, description: 'The consultation being started: decides the age range allowed' }),
    IsOptional(),
    IsIn(CONSULTATION_TYPES, { message: 'Please choose a consultation from the list.' }),
  );

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

  @NameField('First name is required.')
  first_name: string;

  @NameField('Last name is required.')
  last_name: string;

  @BirthDateField({ required: true })
  birth_date: string;

  @SexField({ required: true })
  sex: SexAtBirth;

  @ConsultationTypeField()
  consultation_type?: ConsultationType;
}

export class UpdateDataRequest {
  @EmailField()
  email: string;

  @NameField('First name is required.')
  first_name: string;

  @NameField('Last name is required.')
  last_name: string;

  @PhoneField({ required: false })
  phone?: string;

  @BirthDateField({ required: false })
  birth_date?: string;

  @SexField({ required: false })
  sex?: SexAtBirth;

  @ConsultationTypeField()
  consultation_type?: ConsultationType;
}

/** What the sign-up wizard has been told so far in this browser session (never the password). */
export class RegistrationProgressRequest {
  @ApiProperty({ enum: CONSULTATION_TYPES })
  @IsIn(CONSULTATION_TYPES, { message: 'Please choose a consultation from the list.' })
  consultation_type: ConsultationType;

  @ApiProperty({ minimum: 0, maximum: 4, description: 'The wizard step the visitor is on' })
  @IsInt({ message: 'The step must be a whole number from 0 to 4.' })
  @Min(0, { message: 'The step must be a whole number from 0 to 4.' })
  @Max(4, { message: 'The step must be a whole number from 0 to 4.' })
  step: number;

  @IsOptional()
  @ApiPropertyOptional({ maxLength: 100 })
  @IsString({ message: 'First name is required.' })
  @MaxLength(100, { message: 'Names must be at most 100 characters.' })
  first_name?: string;

  @IsOptional()
  @ApiPropertyOptional({ maxLength: 100 })
  @IsString({ message: 'Last name is required.' })
  @MaxLength(100, { message: 'Names must be at most 100 characters.' })
  last_name?: string;

  @BirthDateField({ required: false })
  birth_date?: string;

  @SexField({ required: false })
  sex?: SexAtBirth;

  @EmailField({ required: false })
  email?: string;
}

export class RegistrationProgressResponse {
  @ApiPropertyOptional({ enum: CONSULTATION_TYPES }) consultation_type?: ConsultationType;
  @ApiProperty() step: number;
  @ApiPropertyOptional() first_name?: string;
  @ApiPropertyOptional() last_name?: string;
  @ApiPropertyOptional() birth_date?: string;
  @ApiPropertyOptional({ enum: SEXES_AT_BIRTH }) sex?: SexAtBirth;
  @ApiPropertyOptional() email?: string;
  @ApiProperty({ description: 'This session registered this email and waits for its code' }) registered: boolean;
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
  @ApiProperty({ description: "The customer's referral code, shared as /?promo_code=CODE" }) referralCode: string;
}

export class PendingSecondFactor {
  @ApiProperty({ enum: ['verify', 'enrol'], description: 'verify: enter a code from the authenticator app; enrol: set one up first' })
  step: SecondFactorStep;

  @ApiProperty({ description: 'Whose sign-in it is' })
  email: string;
}

export class SessionResponse {
  @ApiProperty({ type: SessionUser, nullable: true, description: 'Null for guests, and for staff until their second factor is passed' })
  user: SessionUser | null;

  @ApiProperty({ type: PendingSecondFactor, nullable: true, description: 'Set while a staff sign-in waits for its second factor (docs/staff-two-factor.md)' })
  secondFactor: PendingSecondFactor | null;

  @ApiProperty({ description: 'Send back as the x-csrf-token header on every state-changing call' })
  csrfToken: string;
}

/** The address is free for a new account (a registration someone left half-way is never told). */
export class EmailCheckResponse {
  @ApiProperty() email: string;
}

export class RegisteredResponse {
  @ApiProperty() email: string;
}

export class MessageResponse {
  @ApiProperty() message: string;
}
