import { IdentityCheck } from './infrastructure/identity-check.entity';
import { IdentityEvidence } from './infrastructure/identity-evidence.entity';
import { LocalProviderCheck } from './infrastructure/local-provider-check.entity';
import { VerificationRequest } from './infrastructure/verification-request.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const VERIFICATION_ENTITIES = [IdentityCheck, IdentityEvidence, LocalProviderCheck, VerificationRequest];
