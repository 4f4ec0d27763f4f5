import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { createOrmConfig } from './mikro-orm.config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [AppConfig],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({ ...createOrmConfig(config), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}
