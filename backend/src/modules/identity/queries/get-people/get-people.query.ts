import type { Role } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** What other contexts may know of a person: name and contact, never credentials. */
export interface PersonCard {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
}

/** The verified accounts among `accountIds`, in no particular order (unknown ids are left out). */
export class GetPeopleQuery extends Query<PersonCard[]> {
  constructor(readonly accountIds: readonly string[]) {
    super();
  }
}
