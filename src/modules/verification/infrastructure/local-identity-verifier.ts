import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../shared/domain/clock';
import type { ProviderCheckOutcome } from '../domain/identity-check-status';
import { localCheckOutcome } from '../domain/local-check-rules';
import { IdentityVerifier, type NewApplicant, type StartedCheck } from '../application/identity-verifier';
import { LocalProviderCheck } from './local-provider-check.entity';

/** The local verifier signs its webhooks with this secret, in Onfido's format; not a secret, as the sandbox gateway's is not. */
export const LOCAL_WEBHOOK_SECRET = 'local-identity-verifier-webhook-secret';

/** The shop's own capture page, where the local verifier's patients give their photos. */
export const LOCAL_CAPTURE_PATH = '/v2/profile/verify-identity';

/**
 * The default verifier: no provider, no internet. The patient gives their photos on the shop's
 * own page; the check is decided by `localCheckOutcome` (developer-steerable, like test cards)
 * and reported through the same signed webhook as Onfido's (queued, so it arrives after commit).
 */
export class LocalIdentityVerifier extends IdentityVerifier {
  readonly provider: 'local' | 'manual' = 'local';
  readonly webhookSecret = LOCAL_WEBHOOK_SECRET;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createApplicant(_applicant: NewApplicant): Promise<string> {
    return `local_app_${crypto.randomUUID()}`;
  }

  async createCheck(applicantId: string): Promise<StartedCheck> {
    const check = Object.assign(new LocalProviderCheck(), { id: `local_chk_${crypto.randomUUID()}`, applicantId, status: 'awaiting_applicant' });
    this.em.persist(check);
    return { checkId: check.id, status: check.status, captureUrl: LOCAL_CAPTURE_PATH };
  }

  /** The patient gave their photos and the name on their document: the local provider decides at once. Caller flushes. */
  async decide(checkId: string, accountName: string, documentName: string): Promise<ProviderCheckOutcome> {
    const check = await this.em.findOneOrFail(LocalProviderCheck, checkId);
    const outcome = this.outcomeFor(accountName, documentName);
    Object.assign(check, { status: outcome.status, result: outcome.result, documentSubResult: outcome.documentSubResult, completedAt: this.clock.now() });
    return outcome;
  }

  /** The local verifier decides by its test rules (localCheckOutcome). */
  protected outcomeFor(accountName: string, documentName: string): ProviderCheckOutcome {
    return localCheckOutcome(accountName, documentName);
  }

  async retrieveCheck(checkId: string): Promise<ProviderCheckOutcome> {
    const check = await this.em.fork().findOneOrFail(LocalProviderCheck, checkId);
    return { status: check.status, result: (check.result as 'clear' | 'consider' | undefined) ?? null, documentSubResult: check.documentSubResult ?? null };
  }
}
