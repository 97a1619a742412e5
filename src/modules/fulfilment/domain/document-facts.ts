import type { SafeguardCategory } from '../../catalogue';
import type { PrescriptionRecord } from '../../prescribing';

export const DOCUMENT_TYPES = ['dispensing-label', 'dispatch-note', 'prescription', 'receipt', 'gp-letter'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TITLES: Record<DocumentType, string> = {
  'dispensing-label': 'Dispensing label',
  'dispatch-note': 'Dispatch note',
  prescription: 'Prescription',
  receipt: 'Receipt',
  'gp-letter': 'GP letter',
};

/**
 * A prescription as the documents print it: prescribing's record as written (every legal
 * field copied at approval), without the ids that only prescribing uses.
 */
export type PrescriptionFacts = Omit<PrescriptionRecord, 'id' | 'subscriptionId'>;

export interface PaymentFacts {
  reference: string;
  paidOn: string | null;
  originalPence: number;
  discountPence: number;
  creditPence: number;
  amountPence: number;
  promotionCode: string | null;
  refunded: boolean;
}

/** Everything one document is printed from: real records, gathered when it is asked for. */
export interface DocumentFacts {
  /** The dispatch order's reference, DO-000123 (dispatch-reference.ts): the same on every document and the carrier label. */
  orderRef: string;
  itemId: number;
  itemCode: string;
  itemName: string;
  batch: string | null;
  /** The checked pack's expiry; null before the accuracy check. */
  batchExpiresOn: string | null;
  patient: { name: string; email: string; addressLines: string[] };
  /** The dispatch date, or today for a supply not yet dispatched. */
  dateOfSupply: string;
  trackingNumber: string | null;
  prescription: PrescriptionFacts | null;
  payment: PaymentFacts | null;
  /** Non-prescription boosters charged with this supply and packed in the same box (none for most orders). */
  addOns: { code: string; name: string; pricePence: number }[];
  gp: { name: string; practiceAddress: string } | null;
  /** The safeguard categories of each medicine the prescription names, by product code (what the prescription prints beside each). */
  safeguards: Record<string, SafeguardCategory[]>;
}
