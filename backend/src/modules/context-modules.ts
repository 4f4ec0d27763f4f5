import type { Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DevModule } from './dev/dev.module';
import { GamesModule } from './games/games.module';
import { FundraisersModule } from './fundraisers/fundraisers.module';
import { IdentityModule } from './identity/identity.module';
import { LedgerModule } from './ledger/ledger.module';
import { OutreachModule } from './outreach/outreach.module';
import { PaymentsModule } from './payments/payments.module';
import { RewardsModule } from './rewards/rewards.module';
import { SiteModule } from './site/site.module';
import { ViewsModule } from './views/views.module';

/** The bounded contexts, loaded the same way by the API and the worker. */
export function contextModules(config: AppConfig): Type[] {
  return [
    SiteModule,
    FundraisersModule,
    IdentityModule,
    LedgerModule,
    PaymentsModule,
    GamesModule,
    RewardsModule,
    OutreachModule,
    ViewsModule,
    ...(config.isProduction ? [] : [DevModule]),
  ];
}
