import { Query } from '@nestjs/cqrs';
import type { SafeguardCategory } from '../../../../catalogue';
import type { DispatchRow } from '../../dispatch-row';

/** The prescription as the pharmacist's clinical check reads it. */
export interface PrescriptionForCheck {
  script_ref: string;
  prescribed_on: string;
  expires_on: string;
  prescriber: string;
  patient_name: string;
  patient_birth_date: string | null;
  patient_address: string;
  item_code: string;
  medicine: string;
  form: string;
  strength: string;
  quantity: string;
  directions: string;
  /** The medicine's safeguard categories as the catalogue holds them now. */
  safeguards: SafeguardCategory[];
}

/** A supply this patient was sent before, with the batch it came from. */
export interface EarlierSupply {
  order_id: string;
  treatment: string;
  quantity: string;
  dispatch_date: string;
  batch_number: string | null;
}

export interface DispatchOrderDetail {
  order: DispatchRow;
  /** Whose consultations to read (the answers and flags come from the consultation context). */
  patient_user_id: number;
  prescription: PrescriptionForCheck;
  earlier_supplies: EarlierSupply[];
}

/**
 * One supply on the dispatch list with what the pharmacist checks it against: its prescription
 * and the patient's earlier supplies. Null when the item is not on the list (not prescribed).
 */
export class GetDispatchOrderQuery extends Query<DispatchOrderDetail | null> {
  constructor(readonly itemId: number) {
    super();
  }
}
