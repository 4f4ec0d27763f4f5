import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';

/**
 * showSubmitError for a form whose fields are named differently from the request's (dollars for cents, a date
 * for epoch ms): `fieldOf` maps the request's field names to the form's.
 */
export function showRequestError<TValues extends FieldValues>(
  error: unknown,
  fieldOf: Record<string, Path<TValues>>,
  setError: UseFormSetError<TValues>,
  fallback: string,
): void {
  showSubmitError<Record<string, unknown>>(
    error,
    Object.keys(fieldOf),
    (requestField, fieldError) => {
      const formField = fieldOf[requestField];
      if (formField) setError(formField, fieldError);
    },
    fallback,
  );
}

/** Whether the server named any of these request fields as wrong. */
export function namesAnyField(error: unknown, requestFields: readonly string[]): boolean {
  return error instanceof ApiError && requestFields.some((field) => (error.fieldErrors[field] ?? []).length > 0);
}
