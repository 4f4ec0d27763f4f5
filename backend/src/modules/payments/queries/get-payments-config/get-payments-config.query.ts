import type { PaymentsConfig } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** GET /api/payments/config: what the browser needs to take a card payment, and the one token price. */
@RequiresHandler()
export class GetPaymentsConfigQuery extends Query<PaymentsConfig> {}
