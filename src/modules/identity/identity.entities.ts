import { Address } from './infrastructure/address.entity';
import { EmailVerification } from './infrastructure/email-verification.entity';
import { User } from './infrastructure/user.entity';

/** The tables this context owns; read by the ORM configuration (the composition root) only. */
export const IDENTITY_ENTITIES = [User, Address, EmailVerification];
