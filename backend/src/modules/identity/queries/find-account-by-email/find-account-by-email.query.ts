import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';
import type { PersonCard } from '../get-people/get-people.query';

/** The verified account of this kind holding the email, if any. */
@RequiresHandler()
export class FindAccountByEmailQuery extends Query<PersonCard | null> {
  constructor(
    readonly kind: 'administrator' | 'participant' | 'teamMember',
    readonly email: string,
  ) {
    super();
  }
}
