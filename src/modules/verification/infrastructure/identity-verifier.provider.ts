import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { identityVerificationMode } from '../../../config/environment';
import { Clock } from '../../../shared/domain/clock';
import { IdentityVerifier } from '../application/identity-verifier';
import { LocalIdentityVerifier } from './local-identity-verifier';
import { ManualIdentityVerifier } from './manual-identity-verifier';
import { OnfidoIdentityVerifier } from './onfido-identity-verifier';

/** As IDENTITY_VERIFICATION says (by default Onfido when its keys are set, else the local verifier); the keys and the mode are checked to agree at start. */
export const identityVerifierProvider: Provider = {
  provide: IdentityVerifier,
  inject: [AppConfig, EntityManager, Clock],
  useFactory: (config: AppConfig, em: EntityManager, clock: Clock): IdentityVerifier => {
    const mode = identityVerificationMode({ IDENTITY_VERIFICATION: config.get('IDENTITY_VERIFICATION'), ONFIDO_API_TOKEN: config.get('ONFIDO_API_TOKEN') });
    if (mode === 'manual') return new ManualIdentityVerifier(em, clock);
    if (mode === 'local') return new LocalIdentityVerifier(em, clock);
    return new OnfidoIdentityVerifier({ apiToken: config.get('ONFIDO_API_TOKEN')!, webhookSecret: config.get('ONFIDO_WEBHOOK_SECRET')!, apiBase: config.get('ONFIDO_API_BASE') });
  },
};
