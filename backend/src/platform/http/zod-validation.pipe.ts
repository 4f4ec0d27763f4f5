import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from './domain-error';

/** Per-field messages from a zod error, keyed by dotted path ('' for the whole body). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Validates a body or query with the schema from @fundplay/contracts, so the server answers with the
 * same messages the browser shows. Unknown fields are stripped. The first message becomes `message`.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const first = result.error.issues[0];
    const message =
      first && first.code === 'invalid_type' && first.path.length === 0
        ? 'The request body must be a JSON object'
        : (first?.message ?? 'The request is invalid');
    throw new DomainError('invalid', message, fieldErrors(result.error));
  }
}
