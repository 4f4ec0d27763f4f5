import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Command } from '@nestjs/cqrs';
// Not re-exported by the package: the keys @CommandHandler/@QueryHandler store their command or query under, which
// the CqrsModule's own explorer reads to register handlers. Pinned version, so the path is stable.
import { COMMAND_HANDLER_METADATA, QUERY_HANDLER_METADATA } from '@nestjs/cqrs/dist/decorators/constants';
import { classesRequiringHandler } from './requires-handler';

/**
 * Refuses to boot when a command or query marked `@RequiresHandler()` has no handler among the providers, the way
 * the job registry refuses an event without a job. Without it the CommandBus/QueryBus would only throw on the first
 * request that executes it.
 */
@Injectable()
export class HandlerCheck implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    const handledCommands = new Set<unknown>();
    const handledQueries = new Set<unknown>();
    for (const wrapper of this.discovery.getProviders()) {
      // The same providers the CqrsModule registers with its buses: instantiated classes carrying handler metadata.
      if (!wrapper.metatype || !wrapper.instance) continue;
      handledCommands.add(Reflect.getMetadata(COMMAND_HANDLER_METADATA, wrapper.metatype));
      handledQueries.add(Reflect.getMetadata(QUERY_HANDLER_METADATA, wrapper.metatype));
    }
    const problems: string[] = [];
    for (const type of classesRequiringHandler()) {
      const isCommand = type.prototype instanceof Command;
      if (!(isCommand ? handledCommands : handledQueries).has(type)) {
        problems.push(`${isCommand ? 'command' : 'query'} "${type.name}" has no handler`);
      }
    }
    if (problems.length > 0) {
      throw new Error(
        "The command and query handlers are incomplete (each needs a @CommandHandler or @QueryHandler in its module's " +
          `providers):\n  - ${problems.join('\n  - ')}`,
      );
    }
  }
}
