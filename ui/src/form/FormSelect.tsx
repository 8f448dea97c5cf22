import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldOption } from './options';
import { textFieldBinding, useFormField, type FieldBinding } from './use-form-field';

type FormSelectProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<TValues, TName> & {
  label: string;
  options: ReadonlyArray<FieldOption>;
  /** Marks the choice required (an asterisk on the label); the schema decides what is accepted. */
  required?: boolean;
};

/** A drop-down choice bound to a Form field; nothing is chosen until the user picks. */
export function FormSelect<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  options,
  required = false,
}: FormSelectProps<TValues, TName>) {
  const field = useFormField({ control, name });
  return (
    <TextField select fullWidth label={label} required={required} {...textFieldBinding(name, field)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
