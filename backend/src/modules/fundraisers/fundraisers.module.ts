import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Fundraiser } from './entities/fundraiser.entity';

@Module({ imports: [MikroOrmModule.forFeature([Fundraiser])] })
export class FundraisersModule {}
