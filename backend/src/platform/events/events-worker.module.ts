import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventsWorker } from './domain-events.worker';
import { JobRegistry } from './job-registry';
import { OutboxRelay } from './outbox-relay';

/** Consuming side, only in the worker: the routing table, the relay and the queue processor. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, OutboxRelay, DomainEventsWorker],
  exports: [JobRegistry, OutboxRelay],
})
export class EventsWorkerModule {}
