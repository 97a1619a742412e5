import type { LegalDocument, LegalDocumentSlug, LegalFacts } from '../domain/legal-document';
import { privacyPolicy } from './privacy-policy.content';
import { termsAndConditions } from './terms.content';

/** Every legal document the shop publishes, by its slug. */
export const LEGAL_DOCUMENTS: Record<LegalDocumentSlug, (facts: LegalFacts) => LegalDocument> = {
  terms: termsAndConditions,
  'privacy-policy': privacyPolicy,
};
