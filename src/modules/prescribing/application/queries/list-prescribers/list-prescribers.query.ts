import { Query } from '@nestjs/cqrs';

/** A prescriber as the public registers list them: what a patient needs to look them up. */
export interface RegisteredPrescriber {
  name: string;
  /** GMC, GPhC or NMC. */
  professionalBody: string;
  registrationNumber: string;
  /** Their entry on /meet-the-team (catalogue content: bio and photo), or null when they have none. */
  teamPageSlug: string | null;
}

/** Everyone who may prescribe here, by name: for the public regulatory information page. */
export class ListPrescribersQuery extends Query<RegisteredPrescriber[]> {}
