/** What a register entry holds, as the domain sees it (no ORM). */
export interface RegisterEntryFacts {
  id: number;
  prescriptionId: number;
  datePrescribed: string;
  dateDispensed: string;
  patientName: string;
  patientAddress: string;
  prescriberName: string;
  prescriberAddress: string;
  itemCode: string;
  prescribedItem: string;
  quantity: string;
  finalPricePence: number;
  batchNumber: string | null;
  batchExpiresOn: string | null;
  supplyNumber: number | null;
  suppliesAuthorised: number | null;
  correctsEntryId: number | null;
  correctionReason: string | null;
}

/** One row of the POM register as shown and exported (spec §2 POM register, §9 POM). */
export interface RegisterRow {
  serial_number: number;
  rx_type: 'Private';
  script_ref: string;
  date_prescribed: string;
  date_dispensed: string;
  patient: string;
  prescriber: string;
  prescribed_item: string;
  quantity: string;
  final_price_pence: number;
  /** The pack's batch and expiry (YYYY-MM-DD), from the accuracy check; null on entries from before it existed. */
  batch_number: string | null;
  batch_expiry: string | null;
  /** Which supply against the prescription, '3 of 6'; null on entries from before supplies were counted. */
  supply: string | null;
  serial_of_pare: string;
  correction_reason: string | null;
}

const oneLine = (address: string) => address.replaceAll('\n', ', ');

/** Which supply against a prescription, as the register, the dispatch list and the dispatch note print it. */
export const supplyLabel = (supplyNumber: number, suppliesAuthorised: number) => `${supplyNumber} of ${suppliesAuthorised}`;

/** Script Ref Episode: 'PRX' and the prescription's number. */
export const scriptRef = (prescriptionId: number) => `PRX${prescriptionId}`;

/** Accepts 'PRX12', 'prx 12' or '12'; null for anything else. */
export function parseScriptRef(value: string): number | null {
  const match = /^\s*(?:prx\s*)?(\d{1,9})\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

export function registerRow(entry: RegisterEntryFacts): RegisterRow {
  return {
    serial_number: entry.id,
    rx_type: 'Private',
    script_ref: scriptRef(entry.prescriptionId),
    date_prescribed: entry.datePrescribed,
    date_dispensed: entry.dateDispensed,
    patient: `${entry.patientName}, ${oneLine(entry.patientAddress)}`,
    prescriber: `${entry.prescriberName}, ${oneLine(entry.prescriberAddress)}`,
    prescribed_item: `[${entry.itemCode}] ${entry.prescribedItem}`,
    quantity: entry.quantity,
    final_price_pence: entry.finalPricePence,
    batch_number: entry.batchNumber,
    batch_expiry: entry.batchExpiresOn,
    supply: entry.supplyNumber && entry.suppliesAuthorised ? supplyLabel(entry.supplyNumber, entry.suppliesAuthorised) : null,
    // 'Serial of Pare': the serial number of the entry a correction replaces; '-' for an original entry.
    serial_of_pare: entry.correctsEntryId ? String(entry.correctsEntryId) : '-',
    correction_reason: entry.correctionReason,
  };
}
