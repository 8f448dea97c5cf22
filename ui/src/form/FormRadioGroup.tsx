import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldOption } from './options';
import { useFormField, type FieldBinding } from './use-form-field';

type FormRadioGroupProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<
  TValues,
  TName
> & {
  label: string;
  options: ReadonlyArray<FieldOption>;
  /** Marks the choice required (an asterisk on the label, `aria-required`); the schema decides what is accepted. */
  required?: boolean;
};

/** A labelled, horizontal single choice bound to a Form field; unanswered until the user picks. */
export function FormRadioGroup<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  options,
  required = false,
}: FormRadioGroupProps<TValues, TName>) {
  const field = useFormField({ control, name });
  const labelId = `${name}-label`;
  return (
    <FormControl error={Boolean(field.error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            // The first radio takes the focus when the choice is missing.
            control={
              <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} onBlur={field.onBlur} />
            }
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}
