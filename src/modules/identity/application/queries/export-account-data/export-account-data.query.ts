import { Query } from '@nestjs/cqrs';

export interface AccountData {
  profile: {
    accountNumber: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    mobile: string | null;
    phone: string | null;
    dateOfBirth: string | null;
    sexAtBirth: string | null;
    referralCode: string;
    emailVerifiedAt: string | null;
    createdAt: string;
    /** The clinical team's own note on the patient: personal data too, so it is theirs to see. */
    noteFromOurTeam: string | null;
  };
  addresses: {
    firstName: string;
    lastName: string;
    email: string;
    contactNumber: string;
    address1: string;
    address2: string | null;
    city: string;
    postcode: string;
    createdAt: string;
    updatedAt: string;
  }[];
}

/** Everything the identity context holds about a person, for their copy of their data (UK GDPR Art 15). Null for no such user. */
export class ExportAccountDataQuery extends Query<AccountData | null> {
  constructor(readonly userId: number) {
    super();
  }
}
