import { readPdfText } from '../../../../../test/support/read-pdf-text';
import { businessIdentityFrom } from '../../../../config/business-identity';
import { validateEnvironment } from '../../../../config/environment';
import type { DocumentFacts, DocumentType } from '../../domain/document-facts';
import { renderDocument } from './render-document';

/** A supply as the records would give it, with a promotion and referral credit on the payment. */
const facts: DocumentFacts = {
  orderRef: 'DO-000041',
  itemId: 77,
  itemCode: '850C',
  itemName: 'Acne Cream',
  batch: 'B2611',
  batchExpiresOn: '2027-10-31',
  patient: { name: 'Priya Shah', email: 'priya@example.com', addressLines: ['1 High Street', 'Flat 2', 'Leeds', 'LS1 1AA'] },
  dateOfSupply: '2026-11-21',
  trackingNumber: 'LD473124829GB',
  prescription: {
    scriptRef: 'PRX12',
    consultationId: 9,
    patientName: 'Priya Shah',
    patientBirthDate: '1990-04-23',
    patientAddress: '1 High Street\nFlat 2\nLeeds\nLS1 1AA',
    prescriberName: 'Dr Amelia Hart',
    prescriberProfessionalBody: 'GMC',
    prescriberRegistrationNumber: '7000001',
    prescriberAddress: 'Derm Shop Clinic\n10 Harley Street\nLondon\nW1G 9PF',
    prescribedOn: '2026-11-20',
    expiresOn: '2027-11-20',
    itemCode: '850C',
    medicineName: 'Acne Cream',
    form: 'cream',
    strength: 'Tretinoin 0.025%, Clindamycin 1%',
    quantity: '30 ml',
    directions: 'Apply a pea-sized amount at night.',
    lines: [
      { lineNumber: 1, itemCode: '850C', medicineName: 'Acne Cream', form: 'cream', strength: 'Tretinoin 0.025%, Clindamycin 1%', quantity: '30 ml', directions: 'Apply a pea-sized amount at night.', suppliesAuthorised: 1, minIntervalDays: 56 },
      { lineNumber: 2, itemCode: '851C', medicineName: 'Acne Cream (full strength)', form: 'cream', strength: 'Tretinoin 0.05%, Clindamycin 1%', quantity: '30 ml', directions: 'Apply a pea-sized amount at night.', suppliesAuthorised: 5, minIntervalDays: 56 },
    ],
    supply: { supplyNumber: 1, suppliesAuthorised: 6 },
    signatureFingerprint: '3F2A 9C01 77B4 E0D2 1A6C 4B88 0F3E 92D7',
  },
  payment: { reference: 'pi_123', paidOn: '2026-11-19', originalPence: 2420, discountPence: 484, creditPence: 1000, amountPence: 936, promotionCode: 'DERMLOVE10', refunded: false },
  addOns: [],
  safeguards: { '850C': ['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding'] },
  gp: { name: 'Dr Ravi Patel', practiceAddress: 'Leeds Road Surgery\n5 Leeds Road\nLeeds\nLS2 2BB' },
};

/** The demo pharmacy every environment outside production prints. */
const pharmacy = businessIdentityFrom(validateEnvironment({})).pharmacy;

async function textOf(type: DocumentType): Promise<string> {
  return (await readPdfText(await renderDocument(type, facts, pharmacy))).text;
}

const expectClean = (text: string) => {
  expect(text).not.toMatch(/undefined|NaN|null|\[object/);
};

describe('documents, read back from the PDF', () => {
  it('dispensing label: stays one label with the longest order and script references', async () => {
    const long = { ...facts, orderRef: 'DO-1234567', prescription: { ...facts.prescription!, scriptRef: 'PRX1234567', supply: { supplyNumber: 12, suppliesAuthorised: 12 } } };
    const { text, pages } = await readPdfText(await renderDocument('dispensing-label', long, pharmacy));
    expect(pages).toBe(1);
    expect(text).toContain('Order DO-1234567');
    expect(text).toContain('Rx PRX1234567');
  });

  it('dispensing label: patient, pharmacy name and address, date of supply, medicine, directions, precautions, children warning', async () => {
    const text = await textOf('dispensing-label');
    for (const expected of [
      'Priya Shah',
      'Derm Shop Pharmacy',
      'Unit 4, Riverside Works, 21 Canal Street, Manchester, M1 3HE',
      'Date of supply: 21/11/2026',
      'Order DO-000041',
      'Rx PRX12',
      'Supply 1 of 6',
      'Acne Cream (Tretinoin 0.025%, Clindamycin 1%)',
      '30 ml cream',
      'Apply a pea-sized amount at night.',
      'For external use only.',
      'Keep out of the sight and reach of children',
      'Batch B2611 · Exp 31/10/2027',
      'GPhC 9000001',
    ])
      expect(text).toContain(expected);
    expectClean(text);
  });

  it('prescription: every field of the record', async () => {
    const text = await textOf('prescription');
    for (const expected of [
      'Private prescription',
      'PRX12',
      'Dr Amelia Hart',
      'GMC 7000001',
      'Derm Shop Clinic, 10 Harley Street, London, W1G 9PF',
      'Priya Shah',
      '23/04/1990',
      '1 High Street, Flat 2, Leeds, LS1 1AA',
      '[850C] Acne Cream',
      'cream',
      'Tretinoin 0.025%, Clindamycin 1%',
      '30 ml per supply',
      'Apply a pea-sized amount at night.',
      '1 supply, no repeats',
      'Antimicrobial; Not for use in pregnancy or breastfeeding',
      '[851C] Acne Cream (full strength)',
      '5 supplies (the first and 4 repeats), at least 56 days apart',
      '20/11/2026',
      '20/11/2027',
      'Online consultation #9',
      'Electronically signed by Dr Amelia Hart',
      "prescriber's key fingerprint 3F2A 9C01 77B4 E0D2 1A6C 4B88 0F3E 92D7",
    ])
      expect(text).toContain(expected);
    expectClean(text);
  });

  it('receipt: amounts to the penny with the promotion shown', async () => {
    const text = await textOf('receipt');
    for (const expected of ['DO-000041', 'Priya Shah', '19/11/2026', 'pi_123', '£24.20', 'Promotion DERMLOVE10', '-£4.84', 'Referral credit', '-£10.00', 'Total paid £9.36'])
      expect(text).toContain(expected);
    expectClean(text);
  });

  it('dispatch note: order, delivery address, contents and tracking', async () => {
    const text = await textOf('dispatch-note');
    for (const expected of ['Dispatch note', 'DO-000041', '21/11/2026', 'LD473124829GB', 'Priya Shah', 'Leeds', 'LS1 1AA', '[850C] Acne Cream', '30 ml', 'Supply 1 of 6 on prescription PRX12']) expect(text).toContain(expected);
    expectClean(text);
  });

  it('dispatch note and receipt: an add-on in the same box is listed beside the supply, the price split to the penny', async () => {
    const withAddOn: DocumentFacts = {
      ...facts,
      addOns: [{ code: '880S', name: 'Vitamin C 20% serum', pricePence: 3900 }],
      payment: { ...facts.payment!, originalPence: 8740, discountPence: 0, creditPence: 0, amountPence: 8740, promotionCode: null },
    };
    const note = (await readPdfText(await renderDocument('dispatch-note', withAddOn, pharmacy))).text;
    for (const expected of ['[850C] Acne Cream', 'Add-on', '[880S] Vitamin C 20% serum']) expect(note).toContain(expected);
    const receipt = (await readPdfText(await renderDocument('receipt', withAddOn, pharmacy))).text;
    for (const expected of ['[850C] Acne Cream', '£48.40', '[880S] Vitamin C 20% serum (add-on)', '£39.00', 'Total paid £87.40']) expect(receipt).toContain(expected);
    expectClean(note);
    expectClean(receipt);
  });

  it('GP letter: addressed to the GP, with the patient and what was prescribed', async () => {
    const text = await textOf('gp-letter');
    for (const expected of ['Dear Dr Ravi Patel', 'Leeds Road Surgery', 'with their consent', 'Priya Shah', '23/04/1990', 'Acne Cream (cream, Tretinoin 0.025%, Clindamycin 1%)', 'Dr Amelia Hart'])
      expect(text).toContain(expected);
    expectClean(text);
  });
});
