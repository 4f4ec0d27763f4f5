import { Module } from '@nestjs/common';
import { RetentionPruner } from './retention-pruner';

/** Repeatable clean-up jobs, run by the worker on the `maintenance` queue. */
@Module({ providers: [RetentionPruner], exports: [RetentionPruner] })
export class MaintenanceModule {}
