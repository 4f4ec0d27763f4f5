import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface FormIssue {
  /** The form field, dotted (`groups.0.goalDollars`). */
  field: string;
  message: string;
}

interface ContractResolverOptions<TForm> {
  /**
   * The form's field for a path of the request (request and form fields differ where the form speaks dollars);
   * the issue's message helps where one request field stands for two inputs.
   */
  fieldOf?: (requestPath: string, message: string) => string;
  /** Rules beyond the schema (e.g. against data on screen); checked even when the schema fails. */
  extraIssues?: (values: TForm) => FormIssue[];
}

/**
 * A react-hook-form resolver that validates with a contracts schema: the form's values become the request the
 * server will receive, so the browser shows the server's rules and messages, and submits the parsed request.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toRequest: (values: TForm) => unknown,
  { fieldOf = (path) => path, extraIssues }: ContractResolverOptions<TForm> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  return (values, _context, options) => {
    const result = schema.safeParse(toRequest(values));
    const flat: Record<string, FieldError> = {};
    const add = (field: string, type: string, message: string) => {
      flat[field] ??= { type, message };
    };
    if (!result.success) {
      for (const issue of result.error.issues)
        add(fieldOf(issue.path.join('.'), issue.message), issue.code, issue.message);
    }
    for (const issue of extraIssues?.(values) ?? []) add(issue.field, 'custom', issue.message);
    if (result.success && Object.keys(flat).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
