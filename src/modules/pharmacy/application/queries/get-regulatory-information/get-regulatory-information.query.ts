import { Query } from '@nestjs/cqrs';

export interface RegulatoryInformation {
  /** Outside production: every value below is a demo, and the page says so. */
  demo: boolean;
  company: { tradingName: string; legalName: string; companyNumber: string; registeredIn: string; registeredAddressLines: string[] };
  pharmacy: { name: string; addressLines: string[]; gphcPremisesNumber: string };
  superintendent: { name: string; gphcNumber: string };
  prescribingService: { cqcProviderId: string };
  prescribers: { name: string; professionalBody: string; registrationNumber: string }[];
  /** Who is in charge of the premises now, if anyone. */
  responsiblePharmacist: { name: string; gphcNumber: string; since: string } | null;
}

/** Who is registered with whom, for the public 'Regulatory information' page and the footer. */
export class GetRegulatoryInformationQuery extends Query<RegulatoryInformation> {}
