import { parseScriptRef, registerRow } from './register-row';

const entry = {
  id: 7,
  prescriptionId: 12,
  datePrescribed: '2026-11-20',
  dateDispensed: '2026-11-21',
  patientName: 'Priya Shah',
  patientAddress: '1 High Street\nLeeds\nLS1 1AA',
  prescriberName: 'Dr Amelia Hart',
  prescriberAddress: '10 Harley Street\nLondon\nW1G 9PF',
  itemCode: '850C',
  prescribedItem: 'Acne cream, cream, Tretinoin 0.025%',
  quantity: '30 ml',
  finalPricePence: 1936,
  batchNumber: 'TC2611A',
  batchExpiresOn: '2027-11-30',
  supplyNumber: 3,
  suppliesAuthorised: 6,
  correctsEntryId: null,
  correctionReason: null,
};

describe('registerRow', () => {
  it('shows a private prescription with its script reference, real dates, patient and prescriber addresses', () => {
    expect(registerRow(entry)).toEqual({
      serial_number: 7,
      rx_type: 'Private',
      script_ref: 'PRX12',
      date_prescribed: '2026-11-20',
      date_dispensed: '2026-11-21',
      patient: 'Priya Shah, 1 High Street, Leeds, LS1 1AA',
      prescriber: 'Dr Amelia Hart, 10 Harley Street, London, W1G 9PF',
      prescribed_item: '[850C] Acne cream, cream, Tretinoin 0.025%',
      quantity: '30 ml',
      final_price_pence: 1936,
      batch_number: 'TC2611A',
      batch_expiry: '2027-11-30',
      supply: '3 of 6',
      serial_of_pare: '-',
      correction_reason: null,
    });
  });

  it('names the entry a correction replaces', () => {
    expect(registerRow({ ...entry, id: 9, correctsEntryId: 7, correctionReason: 'Wrong quantity' })).toMatchObject({ serial_of_pare: '7', correction_reason: 'Wrong quantity' });
  });
});

describe('parseScriptRef', () => {
  it.each([
    ['PRX12', 12],
    ['prx 12', 12],
    ['12', 12],
    ['PRX', null],
    ['12; drop', null],
  ])('%s -> %s', (value, expected) => {
    expect(parseScriptRef(value)).toBe(expected);
  });
});
