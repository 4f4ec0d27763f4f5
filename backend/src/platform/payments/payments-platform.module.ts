import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { ClockModule } from '../clock/clock.module';
import { PaymentProvider } from './payment-provider.port';
import { StripePaymentProvider } from './stripe-payment-provider';

/** The card-payment port, bound to the Stripe SDK adapter (real Stripe, or the local sandbox without keys). */
@Module({
  imports: [ClockModule],
  providers: [
    {
      provide: PaymentProvider,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): PaymentProvider => new StripePaymentProvider(config, clock),
    },
  ],
  exports: [PaymentProvider],
})
export class PaymentsPlatformModule {}
