// The legal context's public surface: other contexts import from here only.
export { GetLegalDocumentQuery } from './application/queries/get-legal-document/get-legal-document.query';
export { LEGAL_DOCUMENT_PATHS, type LegalDocument, type LegalDocumentSlug } from './domain/legal-document';
