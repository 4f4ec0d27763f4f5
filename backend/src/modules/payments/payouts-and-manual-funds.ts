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

/*
 * The payments context's payout accounts, manual funds, money reports and transparency view, registered in
 * PaymentsModule as one group.
 */

export const payoutEntities = [PayoutAccount, ManualDonation];

export const payoutControllers = [PayoutAccountsController, FundraiserMoneyController];

export const payoutProviders = [
  CreatePayoutAccountHandler,
  CreateOnboardingLinkHandler,
  DeletePayoutAccountHandler,
  VerifyPayoutAccountHandler,
  RefreshPayoutAccountsHandler,
  SyncPayoutAccountHandler,
  RecordManualDonationHandler,
  ListPayoutAccountsHandler,
  HoldPayoutAccountHandler,
  NamePayoutAccountsHandler,
  CountSponsorGiftsHandler,
  CountDistinctDonorsHandler,
  GetFundraiserDonationsHandler,
  GetParticipantTotalsHandler,
  GetTransparencyHandler,
];
