/**
 * The registered pharmacy that dispenses and dispatches every supply, printed on labels,
 * notes and receipts. Placeholder details until the premises are registered: change them here.
 */
export const PHARMACY = {
  name: 'Derm Shop Pharmacy',
  addressLines: ['Unit 4, Riverside Works', '21 Canal Street', 'Manchester', 'M1 3HE'],
  telephone: '0161 000 0000',
  email: 'pharmacy@example.com',
  gphcPremisesNumber: '9000001',
  superintendent: 'Daniel Price MRPharmS',
} as const;

export const pharmacyAddress = () => PHARMACY.addressLines.join(', ');
