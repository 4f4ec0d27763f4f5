import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ContextsModule } from './modules/context-modules';
import { EventsWorkerModule } from './platform/events/events-worker.module';
import { PlatformModule } from './platform/platform.module';

/** The worker process: the same modules without HTTP, plus the outbox relay and the job processor. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [PlatformModule.forRoot(config, 'jobs'), ContextsModule.forRoot(config), EventsWorkerModule],
    };
  }
}
