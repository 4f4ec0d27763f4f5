import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventsProcessor } from './domain-events.processor';
import { JobRegistry } from './job-registry';
import { OutboxRelay } from './outbox-relay';

/** Consuming side, only in the worker: the routing table, the relay and the queue processor. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, OutboxRelay, DomainEventsProcessor],
  exports: [JobRegistry, OutboxRelay],
})
export class EventsWorkerModule {}
