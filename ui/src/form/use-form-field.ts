import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

/**
 * What binds a field component to its form: `control` from the Form's render prop, and a `name` that TypeScript
 * checks against the form's schema.
 */
export interface FieldBinding<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues, unknown, unknown>;
  name: TName;
}

export interface BoundField {
  value: unknown;
  /** Attach to the element that takes the focus (MUI: `inputRef`, or `slotProps.input.ref`). */
  ref: RefCallBack;
  onBlur: () => void;
  /** Takes the new value as the input has it; the schema checks it on submit. */
  onChange: (value: unknown) => void;
  /** The field's message, from the schema or from the server. */
  error: string | undefined;
}

/**
 * A field's value, its message and its ref (which RHF focuses when the field is the first invalid one on submit or
 * gets a server error). Editing a field clears its message at once, as the specs ask; it is checked again on submit.
 */
export function useFormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
}: FieldBinding<TValues, TName>): BoundField {
  const { field, fieldState } = useController({ control, name });
  const { clearErrors } = useFormContext<TValues>();
  return {
    value: field.value,
    ref: field.ref,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    onChange: (value) => {
      field.onChange(value);
      if (fieldState.error) clearErrors(name);
    },
  };
}

/**
 * The props that bind an MUI TextField (text, password or select) to its Form field: name, value, events, the ref
 * RHF focuses, and the field's message under it.
 */
export function textFieldBinding(name: string, field: BoundField) {
  return {
    name,
    value: field.value ?? '',
    onChange: (event: { target: { value: unknown } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(field.error),
    helperText: field.error,
  };
}
