import { useContext, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FirstPaintFormId } from './Form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';
import { textFieldBinding, useFormField, type FieldBinding } from './use-form-field';

type FormTextFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = FieldBinding<TValues, TName> &
  Omit<OutlinedTextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'> & {
    label: string;
    /** Shows a live 'length/limit' counter under the field, red once the text is longer (the schema says why). */
    characterLimit?: number;
    /**
     * The keyboard a phone shows ('tel', 'numeric', 'email'...), set on the input element itself (not on its wrapper,
     * where no keyboard reads it).
     */
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    /** Said under the field while it has no message: what the field does. */
    hint?: string;
  };

/** A text input (single line, or multiline with `multiline`) bound to a Form field. */
export function FormTextField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  characterLimit,
  inputMode,
  hint,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<TValues, TName>) {
  const field = useFormField({ control, name });
  const text = String(field.value ?? '');
  const overLimit = characterLimit !== undefined && text.length > characterLimit;
  // In a first paint the label moves up by CSS alone (Form's firstPaintLabels): `:placeholder-shown` tells an empty
  // field, so the field gets an empty placeholder; a multiline field sizes itself by script, so it gets its rows.
  const firstPaintProps =
    useContext(FirstPaintFormId) === null
      ? {}
      : {
          placeholder: ' ',
          ...(textFieldProps.minRows !== undefined && { minRows: undefined, rows: textFieldProps.minRows }),
        };

  return (
    <OutlinedTextField
      {...textFieldProps}
      {...firstPaintProps}
      slotProps={
        inputMode === undefined ? slotProps : { ...slotProps, htmlInput: { ...slotProps?.htmlInput, inputMode } }
      }
      {...textFieldBinding(name, field)}
      value={text}
      error={Boolean(field.error) || overLimit}
      helperText={
        characterLimit === undefined ? (
          (field.error ?? hint)
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{field.error ?? hint}</span>
            <span>
              {text.length}/{characterLimit}
            </span>
          </Box>
        )
      }
    />
  );
}
