import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SessionResponse } from './auth.dto';

export class SecondFactorCodeRequest {
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$', description: 'The 6-digit code the authenticator app shows now' })
  @IsString({ message: 'Please enter the 6-digit code from your authenticator app.' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code from your authenticator app.' })
  code: string;
}

export class RecoveryCodeRequest {
  @ApiProperty({ example: 'abcde-fghjk', maxLength: 40, description: 'One of the recovery codes shown at set-up; case, spaces and dashes do not matter' })
  @IsString({ message: 'Please enter one of your recovery codes.' })
  @MaxLength(40, { message: 'Please enter one of your recovery codes.' })
  @Matches(/\S/, { message: 'Please enter one of your recovery codes.' })
  recoveryCode: string;
}

export class SecondFactorEnrolmentResponse {
  @ApiProperty({ description: 'The otpauth:// address as a QR code, a PNG data URL' })
  qrCode: string;

  @ApiProperty({ example: 'ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567', description: 'The same secret (base32, in groups of four) to type in by hand' })
  secret: string;

  @ApiProperty({ description: 'What the authenticator app shows above the codes' })
  issuer: string;

  @ApiProperty({ description: 'The account name the authenticator app shows' })
  accountName: string;
}

export class SecondFactorEnrolledResponse extends SessionResponse {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes: shown now and never again' })
  recoveryCodes: string[];
}

export class RecoveryCodeUsedResponse extends SessionResponse {
  @ApiProperty({ description: 'Recovery codes still unused' })
  recoveryCodesLeft: number;
}
