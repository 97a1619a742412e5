import { Query } from '@nestjs/cqrs';

export interface PrescriberProfileView {
  full_name: string;
  professional_body: string;
  registration_number: string;
  practice_address: string;
}

/** The signed-in staff user's prescriber profile, or null: the admin screens offer Approve and Decline only with one. */
export class GetPrescriberProfileQuery extends Query<PrescriberProfileView | null> {
  constructor(readonly userId: number) {
    super();
  }
}
