import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface ChoiceRadioGroupProps<TValue extends string> {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: TValue; label: string }>;
  value: TValue | '';
  onChange: (value: TValue) => void;
  error?: string;
}

/** A labelled, horizontal single choice with its validation message. */
export function ChoiceRadioGroup<TValue extends string>({
  label,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceRadioGroupProps<TValue>) {
  const labelId = `${name}-label`;
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as TValue)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
