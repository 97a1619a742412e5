import { generateKeyPairSync } from 'node:crypto';
import { keyFingerprint, type SignedParticulars, signedContent } from './prescription-signature';

const particulars: SignedParticulars = {
  id: 12,
  subscriptionId: 41,
  patientName: 'Priya Shah',
  patientBirthDate: '1990-04-23',
  patientAddress: '1 High Street\nLeeds\nLS1 1AA',
  prescriberUserId: 3,
  prescriberName: 'Dr Amelia Hart',
  prescriberProfessionalBody: 'GMC',
  prescriberRegistrationNumber: '7000001',
  prescriberAddress: '10 Harley Street\nLondon\nW1G 9PF',
  prescribedOn: '2026-11-20',
  expiresOn: '2027-11-20',
  itemCode: '850C',
  medicineName: 'Acne Cream',
  form: 'cream',
  strength: 'Tretinoin 0.025%',
  quantity: '30 ml',
  directions: 'Apply a pea-sized amount at night.',
};

describe('the signed content of a prescription', () => {
  it('is the same bytes however the record is built, and names its version', () => {
    const reordered = Object.fromEntries(Object.entries(particulars).reverse()) as unknown as SignedParticulars;
    expect(signedContent(reordered, 'prescription-v1').equals(signedContent(particulars, 'prescription-v1'))).toBe(true);
    expect(signedContent({ ...particulars, createdAt: new Date() } as SignedParticulars, 'prescription-v1').equals(signedContent(particulars, 'prescription-v1'))).toBe(true);
    expect(signedContent(particulars, 'prescription-v1').toString()).toMatch(/^\{"directions":.*"version":"prescription-v1"\}$/);
  });

  it('changes with any single character of any particular', () => {
    const original = signedContent(particulars, 'prescription-v1');
    for (const [field, value] of Object.entries(particulars)) {
      const changed = typeof value === 'number' ? value + 1 : `${value}`.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x'));
      expect([field, signedContent({ ...particulars, [field]: changed }, 'prescription-v1').equals(original)]).toEqual([field, false]);
    }
    expect(signedContent({ ...particulars, patientBirthDate: undefined }, 'prescription-v1').equals(original)).toBe(false);
  });
});

describe('the signed content of a prescription with lines (v2)', () => {
  const line = {
    lineNumber: 1,
    itemCode: '810C',
    medicineName: 'Acne formula',
    form: 'cream',
    strength: 'Tretinoin 0.025%',
    quantity: '30 ml',
    directions: 'Apply at night.',
    suppliesAuthorised: 2,
    minIntervalDays: 56,
  };

  it('covers every line, so a changed supply count or interval gives other bytes', () => {
    const original = signedContent(particulars, 'prescription-v2', [line]);
    expect(original.toString()).toContain('"version":"prescription-v2"');
    expect(signedContent(particulars, 'prescription-v2', [{ ...line, suppliesAuthorised: 3 }]).equals(original)).toBe(false);
    expect(signedContent(particulars, 'prescription-v2', [{ ...line, minIntervalDays: 28 }]).equals(original)).toBe(false);
    expect(signedContent(particulars, 'prescription-v2', []).equals(original)).toBe(false);
    // v1 never covered lines: what was signed before lines existed verifies as it was.
    expect(signedContent(particulars, 'prescription-v1', [line]).equals(signedContent(particulars, 'prescription-v1'))).toBe(true);
  });
});

describe('a key fingerprint', () => {
  it('is 32 hex digits in groups of four, one per key', () => {
    const der = () => generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
    const [one, two] = [der(), der()];
    expect(keyFingerprint(one)).toMatch(/^([0-9A-F]{4} ){7}[0-9A-F]{4}$/);
    expect(keyFingerprint(one)).toBe(keyFingerprint(Buffer.from(one)));
    expect(keyFingerprint(one)).not.toBe(keyFingerprint(two));
  });
});
