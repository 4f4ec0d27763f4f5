import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

export interface FormIssue {
  /** The form field: a top-level name. */
  field: string;
  message: string;
}

/** A form checked against its rules: the request to send, or what is wrong with which field. */
export type Validation<TOut> = { ok: true; value: TOut } | { ok: false; issues: FormIssue[] };

/**
 * A react-hook-form resolver over a function that checks the form (usually with a contracts schema) and may load
 * its rules lazily: the first message of each field is shown, and a valid form submits the checked request.
 */
export function issuesResolver<TForm extends FieldValues, TOut>(
  validate: (values: TForm) => Validation<TOut> | Promise<Validation<TOut>>,
): Resolver<TForm, unknown, TOut> {
  return async (values) => {
    const result = await validate(values);
    if (result.ok) return { values: result.value, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) errors[issue.field] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: errors as never };
  };
}
