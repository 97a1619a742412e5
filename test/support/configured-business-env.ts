/**
 * Import first in a test file that runs the app as a business other than the demo one: the
 * configuration is read when the app's modules load. Jest gives each test file its own copy
 * of process.env, so this reaches no other file.
 */
export const CONFIGURED_BUSINESS = {
  BUSINESS_TRADING_NAME: 'Brightskin',
  BUSINESS_LEGAL_NAME: 'Brightskin Health Limited',
  BUSINESS_COMPANY_NUMBER: 'SC654321',
  BUSINESS_REGISTERED_ADDRESS: '2 Quay Street, Glasgow, G1 1AA',
  BUSINESS_EMAIL: 'care@brightskin.example',
  BUSINESS_PHONE: '0141 496 0000',
  BUSINESS_ICO_NUMBER: 'ZB123456',
  PHARMACY_NAME: 'Brightskin Pharmacy',
  PHARMACY_ADDRESS: 'Unit 9, Dock Road, Paisley, PA1 1AA',
  PHARMACY_GPHC_NUMBER: '1234567',
  SUPERINTENDENT_PHARMACIST_NAME: 'Aisha Rahman',
  SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: '2234567',
  CQC_PROVIDER_ID: '1-101234567',
  RENEWAL_REMINDER_DAYS: '5',
  APP_URL: 'https://brightskin.example',
};

Object.assign(process.env, CONFIGURED_BUSINESS);
