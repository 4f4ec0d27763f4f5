import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Provides the one validated AppConfig. Boot code builds it first so a bad environment fails before Nest starts. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig) {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
