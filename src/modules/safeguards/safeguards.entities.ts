import { IndependentVerification } from './infrastructure/independent-verification.entity';

export const SAFEGUARDS_ENTITIES = [IndependentVerification];
