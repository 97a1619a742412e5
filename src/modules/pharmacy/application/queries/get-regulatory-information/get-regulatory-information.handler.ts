import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { ListPrescribersQuery } from '../../../../prescribing';
import { GetResponsiblePharmacistQuery } from '../get-responsible-pharmacist/get-responsible-pharmacist.query';
import { readAll } from '../../../../../shared/database/read-all';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { GetRegulatoryInformationQuery, RegulatoryInformation } from './get-regulatory-information.query';

@QueryHandler(GetRegulatoryInformationQuery)
export class GetRegulatoryInformationHandler implements IQueryHandler<GetRegulatoryInformationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly queries: QueryBus,
    private readonly cache: PublicReadCache,
  ) {}

  /** On every public page (the footer): kept until a prescriber or the responsible pharmacist changes. */
  execute(): Promise<RegulatoryInformation> {
    return this.cache.read('pharmacy:regulatory-information', () => this.load());
  }

  private async load(): Promise<RegulatoryInformation> {
    const { business } = this.config;
    const [prescribers, responsible] = await readAll(this.em, [() => this.queries.execute(new ListPrescribersQuery()), () => this.queries.execute(new GetResponsiblePharmacistQuery())]);
    return {
      demo: business.demo,
      company: {
        tradingName: business.tradingName,
        legalName: business.legalName,
        companyNumber: business.companyNumber,
        registeredIn: business.registeredIn,
        registeredAddressLines: business.registeredAddressLines,
      },
      pharmacy: { name: business.pharmacy.name, addressLines: business.pharmacy.addressLines, gphcPremisesNumber: business.pharmacy.gphcPremisesNumber },
      superintendent: business.pharmacy.superintendent,
      prescribingService: business.prescribingService,
      prescribers: prescribers.map(({ name, professionalBody, registrationNumber }) => ({ name, professionalBody, registrationNumber })),
      responsiblePharmacist: responsible && { name: responsible.pharmacist_name, gphcNumber: responsible.gphc_number, since: responsible.signed_in_at },
    };
  }
}
