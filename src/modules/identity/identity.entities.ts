import { Address } from './infrastructure/address.entity';
import { EmailVerification } from './infrastructure/email-verification.entity';
import { User } from './infrastructure/user.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const IDENTITY_ENTITIES = [User, Address, EmailVerification];
