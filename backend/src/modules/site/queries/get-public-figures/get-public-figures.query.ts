import type { PublicFigures } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class GetPublicFiguresQuery extends Query<PublicFigures> {}
