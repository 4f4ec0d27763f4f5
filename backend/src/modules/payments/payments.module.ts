import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClockModule } from '../../platform/clock/clock.module';
import { PaymentsPlatformModule } from '../../platform/payments/payments-platform.module';
import { LedgerModule } from '../ledger/ledger.module';
import { CardPaymentStarter } from './services/card-payment-starter';
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
import { PaymentSettlement } from './services/payment-settlement';
import { PaymentsController } from './payments.controller';
import { CreateOnboardingLinkHandler } from './commands/create-onboarding-link/create-onboarding-link.handler';
import { CreatePayoutAccountHandler } from './commands/create-payout-account/create-payout-account.handler';
import { DeletePayoutAccountHandler } from './commands/delete-payout-account/delete-payout-account.handler';
import { RecordManualDonationHandler } from './commands/record-manual-donation/record-manual-donation.handler';
import { RefreshPayoutAccountsHandler } from './commands/refresh-payout-accounts/refresh-payout-accounts.handler';
import { SyncPayoutAccountHandler } from './commands/sync-payout-account/sync-payout-account.handler';
import { VerifyPayoutAccountHandler } from './commands/verify-payout-account/verify-payout-account.handler';
import { ManualDonation } from './entities/manual-donation.entity';
import { PayoutAccount } from './entities/payout-account.entity';
import { FundraiserMoneyController } from './fundraiser-money.controller';
import { PayoutAccountsController } from './payout-accounts.controller';
import { CountDistinctDonorsHandler } from './queries/count-distinct-donors/count-distinct-donors.handler';
import { CountSponsorGiftsHandler } from './queries/count-sponsor-gifts/count-sponsor-gifts.handler';
import { GetFundraiserDonationsHandler } from './queries/get-fundraiser-donations/get-fundraiser-donations.handler';
import { GetParticipantTotalsHandler } from './queries/get-participant-totals/get-participant-totals.handler';
import { GetTransparencyHandler } from './queries/get-transparency/get-transparency.handler';
import { HoldPayoutAccountHandler } from './queries/hold-payout-account/hold-payout-account.handler';
import { ListPayoutAccountsHandler } from './queries/list-payout-accounts/list-payout-accounts.handler';
import { NamePayoutAccountsHandler } from './queries/name-payout-accounts/name-payout-accounts.handler';
import { ListRecentGiftsHandler } from './queries/list-recent-gifts/list-recent-gifts.handler';
import { GetPaymentStatusHandler } from './queries/get-payment-status/get-payment-status.handler';
import { GetPaymentsConfigHandler } from './queries/get-payments-config/get-payments-config.handler';
import { StripeWebhookController } from './stripe-webhook.controller';
import { BroadcastSupportersChangedJob } from './jobs/broadcast-supporters-changed.job';
import { SetSupporterMessageHiddenHandler } from './commands/set-supporter-message-hidden/set-supporter-message-hidden.handler';
import { GetSupporterMessagesHandler } from './queries/get-supporter-messages/get-supporter-messages.handler';
import { ListSupportersHandler } from './queries/list-supporters/list-supporters.handler';
import { SupportersWall } from './services/supporters-wall';
import { SupportersController } from './supporters.controller';

/**
 * Card payments (architecture §5): donations and token purchases as PaymentIntents, Stripe's signed webhooks,
 * their fulfilment into the ledger, receipts, live totals and reconciliation.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([ManualDonation, Payment, PayoutAccount, StripeEvent]),
    PaymentsPlatformModule,
    LedgerModule,
    ClockModule,
  ],
  controllers: [
    FundraiserMoneyController,
    PaymentsController,
    PayoutAccountsController,
    StripeWebhookController,
    SupportersController,
  ],
  providers: [
    BroadcastFundraiserTotalsJob,
    BroadcastSupportersChangedJob,
    BroadcastTotalsAfterDisputeJob,
    BroadcastTotalsAfterManualDonationJob,
    BroadcastTotalsAfterRefundJob,
    BroadcastTotalsAfterTokenPurchaseJob,
    CardPaymentStarter,
    CountDistinctDonorsHandler,
    CountSponsorGiftsHandler,
    CreateOnboardingLinkHandler,
    CreatePayoutAccountHandler,
    DeletePayoutAccountHandler,
    FulfilStripeEventJob,
    GetFundraiserDonationsHandler,
    GetParticipantTotalsHandler,
    GetPaymentsConfigHandler,
    GetPaymentStatusHandler,
    GetSupporterMessagesHandler,
    GetTransparencyHandler,
    HoldPayoutAccountHandler,
    ListPayoutAccountsHandler,
    ListRecentGiftsHandler,
    ListSupportersHandler,
    NamePayoutAccountsHandler,
    PaymentSettlement,
    ReceiveStripeEventHandler,
    ReconcilePaymentsJob,
    RecordManualDonationHandler,
    RefreshPayoutAccountsHandler,
    SendDonationReceiptJob,
    SendTokenPurchaseReceiptJob,
    SetSupporterMessageHiddenHandler,
    StartDonationHandler,
    StartTokenPurchaseHandler,
    SupportersWall,
    SyncPayoutAccountHandler,
    ThankCreditedParticipantJob,
    VerifyPayoutAccountHandler,
  ],
})
export class PaymentsModule {}
