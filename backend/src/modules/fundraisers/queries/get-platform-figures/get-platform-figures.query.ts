import { Query } from '@nestjs/cqrs';

/** The platform's running totals for the public site: fundraisers that have started, and what they raised (cents). */
export class GetPlatformFiguresQuery extends Query<{ fundraisersRun: number; raisedCents: number }> {}
