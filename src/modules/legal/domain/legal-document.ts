import type { BusinessIdentity } from '../../../config/business-identity';

export const LEGAL_DOCUMENT_SLUGS = ['terms', 'privacy-policy'] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENT_SLUGS)[number];

/** A paragraph of plain text, optionally followed by a bulleted list. */
export interface LegalParagraph {
  text: string;
  list?: string[];
}

export interface LegalSection {
  /** The section's anchor on the web page (`/terms#refunds`): stable, since links and emails point at it. */
  id: string;
  heading: string;
  paragraphs: LegalParagraph[];
}

/**
 * A legal document as written: typed data, rendered to the web page and to the PDF from the
 * same words. A change to the words is a new version with a new effective date.
 */
export interface LegalDocument {
  slug: LegalDocumentSlug;
  title: string;
  version: string;
  /** The date this version took effect (YYYY-MM-DD), shown as 'Last updated'. */
  effectiveOn: string;
  /** One or two sentences on what the document is, above its sections. */
  summary: string;
  sections: LegalSection[];
  /** Where the web page and the PDF of this document live. */
  pagePath: string;
  pdfPath: string;
}

/** What the documents are filled from: the configuration, never words typed into them. */
export interface LegalFacts {
  business: BusinessIdentity;
  /** The site's public address, for the documents' links. */
  siteUrl: string;
  /** How many days before each renewal charge the reminder email goes out (RENEWAL_REMINDER_DAYS). */
  renewalReminderDays: number;
}

export const LEGAL_DOCUMENT_PATHS: Record<LegalDocumentSlug, { pagePath: string; pdfPath: string }> = {
  terms: { pagePath: '/terms', pdfPath: '/legal/terms.pdf' },
  'privacy-policy': { pagePath: '/privacy-policy', pdfPath: '/legal/privacy-policy.pdf' },
};
