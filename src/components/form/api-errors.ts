import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** One problem of a refused input as the API names it: the field's path and the message. */
export interface FieldIssue {
  path: readonly (string | number)[];
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  const issue = value as Partial<FieldIssue> | null;
  return !!issue && Array.isArray(issue.path) && typeof issue.message === 'string';
}

/** The field issues a refusal carries (`ApiError.issues`), none for any other error. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}

/**
 * Puts a refusal's field issues on the form's fields (`setError`), the first message per field, as
 * the resolver does for the same schema in the browser. True when at least one landed on a field;
 * otherwise the refusal is the form's own error, shown by `Form` or `FormDialog`.
 */
export function applyApiError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'getFieldState' | 'setError'>,
  error: unknown,
): boolean {
  const fields = form.getValues();
  let applied = false;
  for (const issue of fieldIssuesOf(error)) {
    const name = issue.path.join('.');
    const top = String(issue.path[0] ?? '');
    if (!top || !Object.hasOwn(fields, top) || form.getFieldState(name as Path<T>).error) continue;
    form.setError(name as Path<T>, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}

/** The text of a refusal to show above a form's buttons. */
export function errorMessageOf(error: unknown): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  return error instanceof Error ? error.message : null;
}

/**
 * A refusal that belongs to one field (e.g. "that name is taken", a code of its own): thrown from a
 * form's submit, `Form` and `FormDialog` put its message on the field and keep the form open.
 */
export class FieldRefusal extends Error {
  readonly issues: FieldIssue[];

  constructor(field: string, message: string) {
    super(message);
    this.issues = [{ path: [field], message }];
  }
}
