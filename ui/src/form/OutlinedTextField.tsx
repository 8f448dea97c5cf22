import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface OutlinedTextFieldProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'rows'
  | 'endAdornment'
> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** TextField's slots, those the forms use: the input (`readOnly`), the element (`inputMode`), the label (`shrink`). */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * MUI's outlined TextField, full width, built of its parts as TextField builds it (the label, the notched input, the
 * helper text, tied by ids): TextField itself imports Select, Menu, Popover and Modal, which a text form never draws
 * (docs/interfaces.md, "Bundles").
 */
export function OutlinedTextField({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size,
  slotProps,
  ...inputProps
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled} size={size}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        {...inputProps}
        {...slotProps?.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
