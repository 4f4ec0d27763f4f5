import { join } from 'node:path';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { CONTEXT_FOLDERS, HandlerCoverage } from '../platform/cqrs/handler-coverage';
import { DevModule } from './dev/dev.module';
import { FundraisersModule } from './fundraisers/fundraisers.module';
import { GamesModule } from './games/games.module';
import { IdentityModule } from './identity/identity.module';
import { LedgerModule } from './ledger/ledger.module';
import { OutreachModule } from './outreach/outreach.module';
import { PaymentsModule } from './payments/payments.module';
import { RewardsModule } from './rewards/rewards.module';
import { SiteModule } from './site/site.module';
import { ViewsModule } from './views/views.module';

/** The bounded contexts by folder, as the API and the worker load them (dev only outside production). */
function contexts(config: AppConfig): [folder: string, module: Type][] {
  return [
    ['site', SiteModule],
    ['fundraisers', FundraisersModule],
    ['identity', IdentityModule],
    ['ledger', LedgerModule],
    ['payments', PaymentsModule],
    ['games', GamesModule],
    ['rewards', RewardsModule],
    ['outreach', OutreachModule],
    ['views', ViewsModule],
    ...(config.isProduction ? [] : ([['dev', DevModule]] as [string, Type][])),
  ];
}

/** The contexts, loaded the same way by the API and the worker, with the boot check that each message is handled. */
@Module({})
export class ContextsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const loaded = contexts(config);
    return {
      module: ContextsModule,
      imports: [DiscoveryModule, ...loaded.map(([, module]) => module)],
      providers: [
        { provide: CONTEXT_FOLDERS, useValue: loaded.map(([folder]) => join(__dirname, folder)) },
        HandlerCoverage,
      ],
      // What the contexts export stays visible to the process's own providers (the gateway resolves sessions).
      exports: loaded.map(([, module]) => module),
    };
  }
}
