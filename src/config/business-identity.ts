import type { Environment } from './environment';

/**
 * The registered pharmacy that dispenses and dispatches every supply: printed on labels,
 * dispatch notes, receipts and letters, and named in the legal documents.
 */
export interface RegisteredPharmacy {
  name: string;
  addressLines: string[];
  telephone: string;
  email: string;
  gphcPremisesNumber: string;
  superintendent: { name: string; gphcNumber: string };
}

/** Who runs the shop, from one place: the configuration (docs/configuration.md, "The business"). */
export interface BusinessIdentity {
  tradingName: string;
  legalName: string;
  companyNumber: string;
  /** The part of the UK whose register holds the company, told by its number. */
  registeredIn: string;
  registeredAddressLines: string[];
  email: string;
  telephone: string;
  icoRegistrationNumber: string;
  pharmacy: RegisteredPharmacy;
  /** The online prescribing service, regulated by the Care Quality Commission in England. */
  prescribingService: { cqcProviderId: string };
  /**
   * Outside production every shop is a demo, whatever its values: the regulatory information
   * page and the footer say so, so nobody mistakes a made-up registration for a real one.
   */
  demo: boolean;
}

type BusinessSettings = Pick<
  Environment,
  | 'BUSINESS_TRADING_NAME'
  | 'BUSINESS_LEGAL_NAME'
  | 'BUSINESS_COMPANY_NUMBER'
  | 'BUSINESS_REGISTERED_ADDRESS'
  | 'BUSINESS_EMAIL'
  | 'BUSINESS_PHONE'
  | 'BUSINESS_ICO_NUMBER'
  | 'PHARMACY_NAME'
  | 'PHARMACY_ADDRESS'
  | 'PHARMACY_GPHC_NUMBER'
  | 'SUPERINTENDENT_PHARMACIST_NAME'
  | 'SUPERINTENDENT_PHARMACIST_GPHC_NUMBER'
  | 'CQC_PROVIDER_ID'
  | 'NODE_ENV'
>;

export function businessIdentityFrom(settings: BusinessSettings): BusinessIdentity {
  const registeredAddressLines = addressLines(settings.BUSINESS_REGISTERED_ADDRESS);
  return {
    tradingName: settings.BUSINESS_TRADING_NAME,
    legalName: settings.BUSINESS_LEGAL_NAME,
    companyNumber: settings.BUSINESS_COMPANY_NUMBER,
    registeredIn: registerOf(settings.BUSINESS_COMPANY_NUMBER),
    registeredAddressLines,
    email: settings.BUSINESS_EMAIL,
    telephone: settings.BUSINESS_PHONE,
    icoRegistrationNumber: settings.BUSINESS_ICO_NUMBER,
    pharmacy: {
      name: settings.PHARMACY_NAME,
      // The premises are at the registered office unless configured apart.
      addressLines: settings.PHARMACY_ADDRESS ? addressLines(settings.PHARMACY_ADDRESS) : registeredAddressLines,
      telephone: settings.BUSINESS_PHONE,
      email: settings.BUSINESS_EMAIL,
      gphcPremisesNumber: settings.PHARMACY_GPHC_NUMBER,
      superintendent: { name: settings.SUPERINTENDENT_PHARMACIST_NAME, gphcNumber: settings.SUPERINTENDENT_PHARMACIST_GPHC_NUMBER },
    },
    prescribingService: { cqcProviderId: settings.CQC_PROVIDER_ID },
    demo: settings.NODE_ENV !== 'production',
  };
}

/** 'Unit 4, Riverside Works, Manchester, M1 3HE' as its lines, the postcode upper-cased. */
function addressLines(address: string): string[] {
  const lines = address.split(',').map((line) => line.trim());
  lines[lines.length - 1] = lines[lines.length - 1].toUpperCase();
  return lines;
}

/** Companies House numbers starting S are Scottish companies, N Northern Irish; the rest are registered in England and Wales. */
function registerOf(companyNumber: string): string {
  if (companyNumber.startsWith('S')) return 'Scotland';
  if (companyNumber.startsWith('N')) return 'Northern Ireland';
  return 'England and Wales';
}
