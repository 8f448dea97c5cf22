import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { OutlinedTextField } from './OutlinedTextField';
import { textFieldBinding, useFormField, type FieldBinding } from './use-form-field';

type FormPasswordFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<
  TValues,
  TName
> & {
  label: string;
  /** 'current-password', 'new-password', or 'off' for secrets a password manager should not fill. */
  autoComplete: string;
  /** Marks the field required (an asterisk on the label); the schema decides what is accepted. */
  required?: boolean;
};

/** A secret input with a show/hide toggle: every password-like field of every app. */
export function FormPasswordField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  autoComplete,
  required = false,
}: FormPasswordFieldProps<TValues, TName>) {
  const field = useFormField({ control, name });
  const [visible, setVisible] = useState(false);

  return (
    <OutlinedTextField
      label={label}
      required={required}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      {...textFieldBinding(name, field)}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
