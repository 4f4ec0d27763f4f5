import type { PaymentsConfig } from '@fundplay/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { GetPaymentsConfigQuery } from './get-payments-config.query';

@QueryHandler(GetPaymentsConfigQuery)
export class GetPaymentsConfigHandler implements IQueryHandler<GetPaymentsConfigQuery> {
  constructor(private readonly config: AppConfig) {}

  async execute(): Promise<PaymentsConfig> {
    const { payments, pricing } = this.config;
    return {
      mode: payments.mode,
      publishableKey: payments.publishableKey,
      sandboxUrl: payments.sandboxUrl,
      tokenPriceCents: pricing.tokenPriceCents,
      tokenEarnCents: pricing.tokenEarnCents,
      platformFeeBasisPoints: pricing.platformFeeBasisPoints,
    };
  }
}
