import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClockModule } from '../../platform/clock/clock.module';
import { PaymentsPlatformModule } from '../../platform/payments/payments-platform.module';
import { LedgerModule } from '../ledger/ledger.module';
import { CardPaymentStarter } from './card-payment-starter';
import { ReceiveStripeEventHandler } from './commands/receive-stripe-event/receive-stripe-event.handler';
import { StartDonationHandler } from './commands/start-donation/start-donation.handler';
import { StartTokenPurchaseHandler } from './commands/start-token-purchase/start-token-purchase.handler';
import { Payment } from './entities/payment.entity';
import { StripeEvent } from './entities/stripe-event.entity';
import { BroadcastFundraiserTotalsJob } from './jobs/broadcast-fundraiser-totals.job';
import { BroadcastTotalsAfterDisputeJob } from './jobs/broadcast-totals-after-dispute.job';
import { BroadcastTotalsAfterManualDonationJob } from './jobs/broadcast-totals-after-manual-donation.job';
import { BroadcastTotalsAfterRefundJob } from './jobs/broadcast-totals-after-refund.job';
import { BroadcastTotalsAfterTokenPurchaseJob } from './jobs/broadcast-totals-after-token-purchase.job';
import { FulfilStripeEventJob } from './jobs/fulfil-stripe-event.job';
import { ReconcilePaymentsJob } from './jobs/reconcile-payments.job';
import { SendDonationReceiptJob } from './jobs/send-donation-receipt.job';
import { SendTokenPurchaseReceiptJob } from './jobs/send-token-purchase-receipt.job';
import { ThankCreditedParticipantJob } from './jobs/thank-credited-participant.job';
import { PaymentSettlement } from './payment-settlement';
import { PaymentsController } from './payments.controller';
import { payoutControllers, payoutEntities, payoutProviders } from './payouts-and-manual-funds';
import { ListRecentGiftsHandler } from './queries/list-recent-gifts/list-recent-gifts.handler';
import { GetPaymentStatusHandler } from './queries/get-payment-status/get-payment-status.handler';
import { GetPaymentsConfigHandler } from './queries/get-payments-config/get-payments-config.handler';
import { StripeWebhookController } from './stripe-webhook.controller';

/**
 * Card payments (architecture §5): donations and token purchases as PaymentIntents, Stripe's signed webhooks,
 * their fulfilment into the ledger, receipts, live totals and reconciliation.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([Payment, StripeEvent, ...payoutEntities]),
    PaymentsPlatformModule,
    LedgerModule,
    ClockModule,
  ],
  controllers: [PaymentsController, StripeWebhookController, ...payoutControllers],
  providers: [
    CardPaymentStarter,
    PaymentSettlement,
    StartDonationHandler,
    StartTokenPurchaseHandler,
    ReceiveStripeEventHandler,
    GetPaymentsConfigHandler,
    GetPaymentStatusHandler,
    ListRecentGiftsHandler,
    FulfilStripeEventJob,
    SendDonationReceiptJob,
    ThankCreditedParticipantJob,
    SendTokenPurchaseReceiptJob,
    BroadcastFundraiserTotalsJob,
    BroadcastTotalsAfterTokenPurchaseJob,
    BroadcastTotalsAfterRefundJob,
    BroadcastTotalsAfterManualDonationJob,
    BroadcastTotalsAfterDisputeJob,
    ReconcilePaymentsJob,
    ...payoutProviders,
  ],
})
export class PaymentsModule {}
