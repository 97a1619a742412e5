import { Query } from '@nestjs/cqrs';
import type { ResponsiblePharmacistView } from '../../responsible-pharmacist-view';

/** The pharmacist in charge of the premises now (signed in, not yet out), or null: nothing may be supplied without one. */
export class GetResponsiblePharmacistQuery extends Query<ResponsiblePharmacistView | null> {}
