import { Query } from '@nestjs/cqrs';
import type { ResponsiblePharmacistView } from '../../responsible-pharmacist-view';

export interface ResponsiblePharmacistPage {
  data: ResponsiblePharmacistView[];
  total: number;
  page: number;
  perPage: number;
}

/** The Responsible Pharmacist record, newest spell first, for inspection. */
export class ListResponsiblePharmacistRecordsQuery extends Query<ResponsiblePharmacistPage> {
  constructor(
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
