import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FieldBinding } from './use-form-field';

type FormSwitchProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<TValues, TName> & {
  label: string;
};

/** An on/off switch bound to a boolean Form field: a setting that takes effect (a checkbox is a yes/no answer). */
export function FormSwitch<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
}: FormSwitchProps<TValues, TName>) {
  const field = useFormField({ control, name });
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {field.error && <FormHelperText error>{field.error}</FormHelperText>}
    </div>
  );
}
