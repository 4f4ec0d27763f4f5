import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE } from './domain-events.queue';
import { JobEffect } from './entities/job-effect.entity';
import { OutboxEvent } from './entities/outbox-event.entity';
import { JobEffects } from './job-effects';
import { OutboxNudge } from './outbox-nudge';
import { UnitOfWork } from './unit-of-work';

/** Publishing side, in every process: transactions with an outbox, and exactly-once job effects. */
@Global()
@Module({
  imports: [
    BullModule.registerQueue({ name: DOMAIN_EVENTS_QUEUE }),
    MikroOrmModule.forFeature([OutboxEvent, JobEffect]),
  ],
  providers: [UnitOfWork, OutboxNudge, JobEffects],
  exports: [UnitOfWork, OutboxNudge, JobEffects, BullModule],
})
export class EventsModule {}
