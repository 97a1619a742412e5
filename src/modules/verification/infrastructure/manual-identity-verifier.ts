import type { ProviderCheckOutcome } from '../domain/identity-check-status';
import { manualCheckOutcome } from '../domain/local-check-rules';
import { LocalIdentityVerifier } from './local-identity-verifier';

/**
 * IDENTITY_VERIFICATION=manual: no provider, and no test rules either. The patient gives their
 * photos on the shop's own page, as with the local verifier, and every check waits for staff,
 * who look at the document and the selfie and settle it as clear or rejected (each decision on
 * the audit trail). For a pharmacy that has no provider contract yet, or whose provider is down.
 */
export class ManualIdentityVerifier extends LocalIdentityVerifier {
  override readonly provider = 'manual' as const;

  protected override outcomeFor(): ProviderCheckOutcome {
    return manualCheckOutcome();
  }
}
