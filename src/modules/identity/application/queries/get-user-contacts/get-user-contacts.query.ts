import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/auth/principal';

/** How staff reach and recognise a user: who they are, how to contact them, since when. */
export interface UserContact {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  createdAt: string;
}

/** The contact details of several users at once (one query, never one per row); unknown ids are left out. */
export class GetUserContactsQuery extends Query<UserContact[]> {
  constructor(readonly userIds: readonly number[]) {
    super();
  }
}
