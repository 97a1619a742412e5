import type { ProviderCheckOutcome } from '../domain/identity-check-status';

/** Who is being checked, in Onfido's applicant shape (POST /v3.6/applicants). */
export interface NewApplicant {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, when known. */
  dob: string | null;
}

/** A check just created (POST /v3.6/checks): where the patient gives their photos. */
export interface StartedCheck {
  checkId: string;
  status: string;
  /** The hosted capture page (Onfido's `form_uri`), or the shop's own page for the local verifier. */
  captureUrl: string;
}

/**
 * The identity verification provider, modelled on Onfido's API v3.6: an applicant, a check with
 * the document and facial-similarity reports, a hosted capture page, and a signed webhook when the
 * check completes. `OnfidoIdentityVerifier` is the real one; `LocalIdentityVerifier` (default)
 * captures in the shop and decides by test rules.
 */
export abstract class IdentityVerifier {
  abstract readonly provider: 'onfido' | 'manual' | 'local';

  /** The secret the provider signs its webhooks with (HMAC-SHA256 of the raw body). */
  abstract readonly webhookSecret: string;

  abstract createApplicant(applicant: NewApplicant): Promise<string>;

  abstract createCheck(applicantId: string): Promise<StartedCheck>;

  /** The provider's current view of a check: read back when its webhook arrives, the signed event only says which. */
  abstract retrieveCheck(checkId: string): Promise<ProviderCheckOutcome>;
}

export const REPORT_NAMES = ['document', 'facial_similarity_photo'] as const;
