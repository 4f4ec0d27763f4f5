import { Query } from '@nestjs/cqrs';

/** A query the spec answers. */
export class AnsweredQuery extends Query<string> {}

/** Not a message: files may export other things beside their command or query. */
export const answeredQueryLabel = 'answered';
