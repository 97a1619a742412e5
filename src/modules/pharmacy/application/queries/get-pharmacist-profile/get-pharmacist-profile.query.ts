import { Query } from '@nestjs/cqrs';

export interface PharmacistProfileView {
  user_id: number;
  full_name: string;
  gphc_number: string;
}

/** A staff user's pharmacist profile, or null: only pharmacists check supplies and take charge of the premises. */
export class GetPharmacistProfileQuery extends Query<PharmacistProfileView | null> {
  constructor(readonly userId: number) {
    super();
  }
}
