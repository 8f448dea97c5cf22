import { useCallback, useState, type ChangeEvent } from 'react';

/**
 * Anything with zod's `safeParse`: forms validate with the contracts' schemas without this package depending on zod.
 */
export interface Validator<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors<TValues> = Partial<Record<keyof TValues, string>>;

/** Field values plus one error message per field; a field's message disappears as soon as it is edited. */
export function useFormState<TValues extends object>(initialValues: TValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});

  const setField = useCallback(<K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Parses `input` (the values by default); on failure shows each field's first message and returns null. */
  const validate = <T>(validator: Validator<T>, input: unknown = values): T | null => {
    const result = validator.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const firstMessages: FieldErrors<TValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TValues | undefined;
      if (field !== undefined && !firstMessages[field]) firstMessages[field] = issue.message;
    }
    setErrors(firstMessages);
    return null;
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  /** Binds a field component that reports the new value itself (PasswordField, radio groups). */
  const fieldProps = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: TValues[K]) => setField(name, value),
  });

  /** Binds an MUI TextField (text inputs and selects) to a field. */
  const textFieldProps = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value as TValues[K]),
  });

  return { values, errors, setField, validate, reset, fieldProps, textFieldProps };
}
