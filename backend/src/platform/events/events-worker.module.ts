import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { DomainEventsWorker } from './domain-events.worker';
import { JobRegistry } from './job-registry';
import { OutboxRelay } from './outbox-relay';

/** Consuming side, only in the worker: the routing table, the relay, the queue consumers and the scheduled jobs. */
@Module({
  imports: [DiscoveryModule, MaintenanceModule],
  providers: [JobRegistry, OutboxRelay, DomainEventsWorker],
  exports: [JobRegistry, OutboxRelay],
})
export class EventsWorkerModule {}
