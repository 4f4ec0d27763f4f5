import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { JobEffect } from './entities/job-effect.entity';
import { OutboxEvent } from './entities/outbox-event.entity';
import { JobEffects } from './job-effects';
import { jobQueueNames } from './job-queues';
import { JobQueues } from './job-queues.provider';
import { OutboxNudge } from './outbox-nudge';
import { UnitOfWork } from './unit-of-work';

/** Publishing side, in every process: transactions with an outbox, the queues, and exactly-once job effects. */
@Global()
@Module({
  imports: [
    BullModule.registerQueue(...jobQueueNames.map((name) => ({ name }))),
    MikroOrmModule.forFeature([OutboxEvent, JobEffect]),
  ],
  providers: [UnitOfWork, OutboxNudge, JobEffects, JobQueues],
  exports: [UnitOfWork, OutboxNudge, JobEffects, JobQueues, BullModule],
})
export class EventsModule {}
