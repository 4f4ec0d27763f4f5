import type { PaymentsConfig } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /api/payments/config: what the browser needs to take a card payment, and the one token price. */
export class GetPaymentsConfigQuery extends Query<PaymentsConfig> {}
