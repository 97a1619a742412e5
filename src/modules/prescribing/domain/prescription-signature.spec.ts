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
    expect(signedContent(reordered).equals(signedContent(particulars))).toBe(true);
    expect(signedContent({ ...particulars, createdAt: new Date() } as SignedParticulars).equals(signedContent(particulars))).toBe(true);
    expect(signedContent(particulars).toString()).toMatch(/^\{"directions":.*"version":"prescription-v1"\}$/);
  });

  it('changes with any single character of any particular', () => {
    const original = signedContent(particulars);
    for (const [field, value] of Object.entries(particulars)) {
      const changed = typeof value === 'number' ? value + 1 : `${value}`.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x'));
      expect([field, signedContent({ ...particulars, [field]: changed }).equals(original)]).toEqual([field, false]);
    }
    expect(signedContent({ ...particulars, patientBirthDate: undefined }).equals(original)).toBe(false);
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
