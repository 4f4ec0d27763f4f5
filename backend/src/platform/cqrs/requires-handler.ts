import type { Type } from '@nestjs/common';
import type { Command, Query } from '@nestjs/cqrs';

/** A command or query class, as `@CommandHandler`/`@QueryHandler` name it. */
export type CommandOrQueryClass = Type<Command<unknown>> | Type<Query<unknown>>;

const declared = new Set<CommandOrQueryClass>();

/**
 * Marks a command or query that the app must be able to execute: boot fails unless a `@CommandHandler` or
 * `@QueryHandler` for it is a provider (handler-check.ts). @nestjs/cqrs cannot list commands and queries, only the
 * handlers it was given, so each class says here that it exists. The lint forbids a command or query without it.
 */
export function RequiresHandler(): (target: CommandOrQueryClass) => void {
  return (target) => {
    declared.add(target);
  };
}

/** Every class marked with `@RequiresHandler()` so far, that is, in every file this process has loaded. */
export function classesRequiringHandler(): CommandOrQueryClass[] {
  return [...declared];
}
