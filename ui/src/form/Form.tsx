import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { ResultBanner, type BannerMessage } from './ResultBanner';
import { applyServerErrors } from './server-errors';

/**
 * A zod schema from contracts, described by its shape so that ui needs no zod of its own: its input type is the
 * form's values, its output type (after trims, defaults and transforms) is what `onSubmit` receives.
 */
export interface FormSchema<TValues extends FieldValues, TParsed> {
  _zod: { input: TValues; output: TParsed };
}

export interface FormProps<TValues extends FieldValues, TParsed> {
  /** The contracts' schema: every message a field shows comes from it. */
  schema: FormSchema<TValues, TParsed>;
  /** Every field's starting value; a choice nobody made yet (radio, select) may be left out. */
  defaultValues: DefaultValues<TValues>;
  /** Called with the parsed values; a rejection shows the server's field errors on their fields, the rest above. */
  onSubmit: (values: TParsed) => Promise<unknown>;
  /** The banner text when a failed call carries no message of its own (the spec's default for this form). */
  failureMessage: string;
  /** The banner text once `onSubmit` has succeeded. */
  successMessage?: string;
  /** Empties the fields after a success (the success banner stays). */
  resetOnSuccess?: boolean;
  /** The fields, given the form so that their names are checked against the schema: `{({ control }) => ...}`. */
  children: (form: UseFormReturn<TValues, unknown, TParsed>) => ReactNode;
}

/**
 * Every form of every app: react-hook-form with the contracts' zod schema. Validates on submit and moves the focus
 * to the first invalid field; a field's message clears when it is edited; while `onSubmit` runs the SubmitButton
 * shows its pending label; the outcome shows in the banner above the fields.
 */
export function Form<TValues extends FieldValues, TParsed>({
  schema,
  defaultValues,
  onSubmit,
  failureMessage,
  successMessage,
  resetOnSuccess = false,
  children,
}: FormProps<TValues, TParsed>) {
  const form = useForm<TValues, unknown, TParsed>({
    resolver: zodResolver(schema),
    defaultValues,
    // Re-checked on the next submit only: until then an edited field shows no message (useFormField clears it).
    reValidateMode: 'onSubmit',
  });
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  const submitValid = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (resetOnSuccess) form.reset();
      if (successMessage) setBanner({ severity: 'success', text: successMessage });
    } catch (error) {
      const text = applyServerErrors(form, error, failureMessage);
      setBanner(text === null ? null : { severity: 'error', text });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          setBanner(null);
          return submitValid(event);
        }}
      >
        <ResultBanner message={banner} />
        {children(form)}
      </Stack>
    </FormProvider>
  );
}
