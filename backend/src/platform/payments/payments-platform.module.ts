import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PaymentProvider } from './payment-provider.port';
import { StripePaymentProvider } from './stripe-payment-provider';

/** The card-payment port, bound to the Stripe SDK adapter (real Stripe, or the local sandbox without keys). */
@Module({
  providers: [
    {
      provide: PaymentProvider,
      inject: [AppConfig],
      useFactory: (config: AppConfig): PaymentProvider => new StripePaymentProvider(config),
    },
  ],
  exports: [PaymentProvider],
})
export class PaymentsPlatformModule {}
