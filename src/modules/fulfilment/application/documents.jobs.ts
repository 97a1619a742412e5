import type { JobName, RequestedJobPayload } from '../../../shared/queue/jobs';
import type { DocumentFacts, DocumentType } from '../domain/document-facts';

/** One or more documents rendered into a single PDF (several are merged, for the day's print run). */
export interface RenderDocumentsPayload extends RequestedJobPayload {
  /** Each document's type and the facts it is printed from, gathered when it was asked for. */
  documents: { type: DocumentType; facts: DocumentFacts }[];
}

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    [JobName.RenderDocuments]: RenderDocumentsPayload;
  }
}
