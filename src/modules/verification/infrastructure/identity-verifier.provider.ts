import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/domain/clock';
import { IdentityVerifier } from '../application/identity-verifier';
import { LocalIdentityVerifier } from './local-identity-verifier';
import { OnfidoIdentityVerifier } from './onfido-identity-verifier';

/** Onfido when its token and webhook secret are configured (validated as both-or-neither at start), otherwise the local verifier. */
export const identityVerifierProvider: Provider = {
  provide: IdentityVerifier,
  inject: [AppConfig, EntityManager, Clock],
  useFactory: (config: AppConfig, em: EntityManager, clock: Clock): IdentityVerifier => {
    const apiToken = config.get('ONFIDO_API_TOKEN');
    const webhookSecret = config.get('ONFIDO_WEBHOOK_SECRET');
    if (!apiToken || !webhookSecret) return new LocalIdentityVerifier(em, clock);
    return new OnfidoIdentityVerifier({ apiToken, webhookSecret, apiBase: config.get('ONFIDO_API_BASE') });
  },
};
