import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Command, Query } from '@nestjs/cqrs';
import { COMMAND_HANDLER_METADATA, QUERY_HANDLER_METADATA } from '@nestjs/cqrs/dist/decorators/constants';

/** The folders of the contexts this process loaded (a context not loaded, e.g. dev in production, is not checked). */
export const CONTEXT_FOLDERS = Symbol('CONTEXT_FOLDERS');

const messageFile = /\.(command|query)\.(ts|js)$/;

/** Every command and query class exported by a `*.command` or `*.query` file under `folders`. */
export async function messagesDeclaredIn(folders: readonly string[]): Promise<Type[]> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => messageFile.test(file) && !file.endsWith('.d.ts'))
      .map((file) => join(folder, file)),
  );
  const exports = await Promise.all(files.map(async (file) => (await import(file)) as Record<string, unknown>));
  return exports.flatMap((exported) =>
    Object.values(exported).filter(
      (value): value is Type =>
        typeof value === 'function' && (value.prototype instanceof Command || value.prototype instanceof Query),
    ),
  );
}

/** The messages among `declared` that no handler in `handled` answers, by class name. */
export function unhandledMessages(declared: readonly Type[], handled: ReadonlySet<unknown>): string[] {
  return declared.filter((message) => !handled.has(message)).map((message) => message.name);
}

/**
 * Boot fails when a command or query of a loaded context has no handler, as it does for an event without a job: the
 * first request to send it would otherwise fail at run time with "no handler". Checked per process, for the contexts
 * that process loaded, so a context left out (dev, in production) cannot fail the boot.
 */
@Injectable()
export class HandlerCoverage implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(CONTEXT_FOLDERS) private readonly folders: readonly string[],
  ) {}

  async onModuleInit() {
    const handled = new Set<unknown>();
    for (const { metatype } of this.discovery.getProviders()) {
      if (!metatype) continue;
      for (const key of [COMMAND_HANDLER_METADATA, QUERY_HANDLER_METADATA]) {
        const message: unknown = Reflect.getMetadata(key, metatype);
        if (message) handled.add(message);
      }
    }
    const missing = unhandledMessages(await messagesDeclaredIn(this.folders), handled);
    if (missing.length > 0) {
      throw new Error(`These commands and queries have no handler:\n  - ${missing.join('\n  - ')}`);
    }
  }
}
