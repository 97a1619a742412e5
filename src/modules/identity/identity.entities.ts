import { Address } from './infrastructure/address.entity';
import { EmailVerification } from './infrastructure/email-verification.entity';
import { PendingRegistration } from './infrastructure/pending-registration.entity';
import { StaffRecoveryCode } from './infrastructure/staff-recovery-code.entity';
import { StaffTotpFactor } from './infrastructure/staff-totp-factor.entity';
import { User } from './infrastructure/user.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const IDENTITY_ENTITIES = [User, Address, PendingRegistration, EmailVerification, StaffTotpFactor, StaffRecoveryCode];
