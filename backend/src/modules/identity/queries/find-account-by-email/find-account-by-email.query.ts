import { Query } from '@nestjs/cqrs';
import type { PersonCard } from '../get-people/get-people.query';

/** The verified account of this kind holding the email, if any. */
export class FindAccountByEmailQuery extends Query<PersonCard | null> {
  constructor(
    readonly kind: 'administrator' | 'participant' | 'teamMember',
    readonly email: string,
  ) {
    super();
  }
}
