import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldOption } from './options';
import { useFormField, type FieldBinding } from './use-form-field';

type FormCheckboxGroupProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<
  TValues,
  TName
> & {
  label: string;
  options: ReadonlyArray<FieldOption>;
  /** At most this many: once reached, the unchosen boxes disable, so the limit cannot be exceeded. */
  max?: number;
  /** Marks the group required (an asterisk on its legend); the schema decides how many are needed. */
  required?: boolean;
};

/** Several choices bound to an array Form field, laid out in a grid. */
export function FormCheckboxGroup<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  options,
  max = Infinity,
  required = false,
}: FormCheckboxGroupProps<TValues, TName>) {
  const field = useFormField({ control, name });
  const chosen = (field.value ?? []) as string[];
  const limitReached = chosen.length >= max;
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <FormControl component="fieldset" error={Boolean(field.error)} required={required}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, columnGap: 1 }}>
        {options.map((option, index) => {
          const checked = chosen.includes(option.value);
          return (
            <FormControlLabel
              key={option.value}
              label={option.label}
              disabled={!checked && limitReached}
              control={
                <Checkbox
                  name={name}
                  checked={checked}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={field.onBlur}
                  // The first box takes the focus when the choice is invalid.
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}
