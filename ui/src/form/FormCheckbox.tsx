import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FieldBinding } from './use-form-field';

type FormCheckboxProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<TValues, TName> & {
  label: string;
};

/** A yes/no box bound to a boolean Form field. */
export function FormCheckbox<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
}: FormCheckboxProps<TValues, TName>) {
  const field = useFormField({ control, name });
  return (
    <FormControl error={Boolean(field.error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}
