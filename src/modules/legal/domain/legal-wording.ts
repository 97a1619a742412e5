import type { BusinessIdentity } from '../../../config/business-identity';
import type { LegalParagraph } from './legal-document';

/** Helpers that keep the documents' content files readable as prose. */
export const paragraph = (text: string, list?: string[]): LegalParagraph => (list ? { text, list } : { text });

/** '{trading name} is a trading name of {company}, registered in ... under company number ..., registered office ...'. */
export function companyParticulars(business: BusinessIdentity): string {
  const company =
    `${business.legalName}, a company registered in ${business.registeredIn} under company number ${business.companyNumber}, ` +
    `whose registered office is at ${business.registeredAddressLines.join(', ')}`;
  return business.tradingName === business.legalName ? `${company}.` : `${business.tradingName} is a trading name of ${company}.`;
}

/** The registered pharmacy and its superintendent, as the GPhC register lists them. */
export function pharmacyParticulars(business: BusinessIdentity): string {
  const { pharmacy } = business;
  return (
    `Our pharmacy, ${pharmacy.name}, ${pharmacy.addressLines.join(', ')}, is registered with the General Pharmaceutical Council (GPhC) ` +
    `under premises registration number ${pharmacy.gphcPremisesNumber}. Our superintendent pharmacist is ${pharmacy.superintendent.name} ` +
    `(GPhC registration number ${pharmacy.superintendent.gphcNumber}). You can check both on the GPhC's register at https://www.pharmacyregulation.org.`
  );
}

/** 3 → 'three'; the documents spell out small numbers. */
export function inWords(count: number): string {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return words[count] ?? String(count);
}
