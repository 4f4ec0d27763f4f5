import type { PublicFigures } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

export class GetPublicFiguresQuery extends Query<PublicFigures> {}
