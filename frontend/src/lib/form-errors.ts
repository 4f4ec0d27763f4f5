import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { notify } from './toast';

/**
 * Shows the server's per-field messages (from `{ message, errors }`) under the matching inputs, so a rule
 * the server enforces but the browser missed still points at the right field. Returns the messages it showed.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const shown: string[] = [];
  for (const field of fields) {
    const [message] = error.fieldErrors[field] ?? [];
    if (message) {
      setError(field, { type: 'server', message });
      shown.push(message);
    }
  }
  return shown;
}

/**
 * A refused submission, said once: the per-field messages under their inputs, and a toast only for what they do
 * not already say (the server's `message` repeats its first field error).
 */
export function showSubmitError<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
  fallback: string,
): void {
  const shownInline = showServerFieldErrors(error, fields, setError);
  const message = errorMessage(error, fallback);
  if (!shownInline.includes(message)) notify.error(message);
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
