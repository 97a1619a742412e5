import { Query } from '@nestjs/cqrs';
import type { RegisterRow } from '../../../domain/register-row';
import type { RegisterFilters } from '../../register-filter';

export interface RegisterPage {
  data: RegisterRow[];
  page: number;
  per_page: number;
  total: number;
}

/** A page of the POM register, newest supply first. */
export class ListRegisterEntriesQuery extends Query<RegisterPage> {
  constructor(
    readonly filters: RegisterFilters,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
