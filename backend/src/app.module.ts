import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ContextsModule } from './modules/context-modules';
import { ClockModule } from './platform/clock/clock.module';
import { HealthController } from './platform/health/health.controller';
import { PlatformModule } from './platform/platform.module';
import { RealtimeGateway } from './platform/realtime/realtime.gateway';
import { StorageModule } from './platform/storage/storage.module';

/** The API process: HTTP routes and the Socket.IO gateway over the shared modules. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      // ClockModule: the gateway's event budgets read the time.
      imports: [PlatformModule.forRoot(config, 'requests'), ClockModule, StorageModule, ContextsModule.forRoot(config)],
      controllers: [HealthController],
      providers: [RealtimeGateway],
    };
  }
}
