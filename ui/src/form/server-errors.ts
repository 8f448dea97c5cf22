import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getErrorMessage } from '@guildhall/shared-session';

interface ServerFieldError {
  /** The field's path as the API names it: 'email', or 'domains.1' inside an array. */
  path: string;
  message: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The per-field errors of a failed call, in either shape the API answers with (400 and 409):
 * a list `errors: [{ path: 'email', msg: 'Invalid email format' }]` (path may also be ['domains', 1]) or a field
 * map `errors: { email: 'Invalid email format' }`.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const errors = (error as { response?: { data?: { errors?: unknown } } } | null)?.response?.data?.errors;
  if (Array.isArray(errors)) {
    return errors.flatMap((entry: { path?: unknown; msg?: unknown }) => {
      const path = Array.isArray(entry?.path) ? entry.path.join('.') : entry?.path;
      return isText(path) && isText(entry.msg) ? [{ path, message: entry.msg }] : [];
    });
  }
  if (errors !== null && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([path, message]) => (isText(message) ? [{ path, message }] : []));
  }
  return [];
}

/**
 * Puts a failed submission's field errors on the form's fields (focusing the first of them) and returns the text
 * for the form's banner: the errors of fields this form does not have, or, when the answer names no field, the
 * error-text rule's message (`fallback` when the answer has none). Null when every error found its field.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fallback: string,
): string | null {
  const fieldErrors = serverFieldErrors(error);
  if (fieldErrors.length === 0) return getErrorMessage(error, fallback);

  const fields = new Set(Object.keys(form.getValues()));
  const placed = new Set<string>();
  const unplaced: string[] = [];
  for (const { path, message } of fieldErrors) {
    // An error inside a field ('domains.1') belongs to the field's one message ('domains').
    const field = path.split('.')[0]!;
    if (!fields.has(field)) unplaced.push(message);
    else if (!placed.has(field)) {
      form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: placed.size === 0 });
      placed.add(field);
    }
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
