import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** The platform's running totals for the public site: fundraisers that have started, and what they raised (cents). */
@RequiresHandler()
export class GetPlatformFiguresQuery extends Query<{ fundraisersRun: number; raisedCents: number }> {}
