import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HandlerCheck } from './handler-check';

/** Boot-time completeness of the command and query handlers, in every process that loads the contexts. */
@Module({
  imports: [DiscoveryModule],
  providers: [HandlerCheck],
})
export class HandlerCheckModule {}
