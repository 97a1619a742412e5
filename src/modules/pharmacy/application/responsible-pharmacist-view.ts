import type { ResponsiblePharmacistRecord } from '../infrastructure/responsible-pharmacist-record.entity';

/** One spell in the Responsible Pharmacist record, as the screens and other contexts see it. */
export interface ResponsiblePharmacistView {
  id: number;
  /** The pharmacist's staff account (identity context): who may sign this spell out. */
  pharmacist_user_id: number;
  pharmacist_name: string;
  gphc_number: string;
  premises_gphc_number: string;
  /** ISO 8601 instants; shown in UK time. */
  signed_in_at: string;
  signed_out_at: string | null;
}

export const responsiblePharmacistView = (record: ResponsiblePharmacistRecord): ResponsiblePharmacistView => ({
  id: record.id,
  pharmacist_user_id: record.pharmacistUserId,
  pharmacist_name: record.pharmacistName,
  gphc_number: record.gphcNumber,
  premises_gphc_number: record.premisesGphcNumber,
  signed_in_at: record.signedInAt.toISOString(),
  signed_out_at: record.signedOutAt?.toISOString() ?? null,
});
