import { Query } from '@nestjs/cqrs';

export interface PersonName {
  name: string;
  email: string;
}

/** Names and emails of users by id, for lists and histories (an id with no user is left out). */
export class GetPeopleByIdQuery extends Query<Record<number, PersonName>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
