import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's per-field messages (from `{ message, errors }`) under the matching inputs, so a rule
 * the server enforces but the browser missed still points at the right field.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const [message] = error.fieldErrors[field] ?? [];
    if (message) setError(field, { type: 'server', message });
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
