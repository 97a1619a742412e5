import { Query } from '@nestjs/cqrs';
import type { ErasureOutcome, ErasureRequestStatus } from '../../../domain/erasure-request';

export interface ErasureRequestForStaff {
  id: number;
  userId: number;
  status: ErasureRequestStatus;
  /** Who asked: their name and email while the account exists; 'Erased account #id' once erased. */
  customer: { name: string; email: string | null };
  requestedAt: string;
  /** The UK date the law expects an answer by: one month from the request (UK GDPR Art 12(3)). */
  answerBy: string;
  patientReason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  refusalReason: string | null;
  outcome: ErasureOutcome | null;
}

export type ErasureRequestList = 'pending' | 'decided';

/** The erasure requests staff review: those waiting (oldest first, as they are due), or those decided (newest first). */
export class ListErasureRequestsQuery extends Query<{ total: number; data: ErasureRequestForStaff[] }> {
  constructor(
    readonly list: ErasureRequestList,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
