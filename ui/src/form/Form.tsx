import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { FIRST_PAINT_FORM_ATTRIBUTE, RendersFirstPaint, takeFirstPaintForm } from '../first-paint/hand-over';
import { ResultBanner, type BannerMessage } from './ResultBanner';
import { applyServerErrors } from './server-errors';

/**
 * A zod schema from contracts, described by its shape so that ui needs no zod of its own: its input type is the
 * form's values, its output type (after trims, defaults and transforms) is what `onSubmit` receives.
 */
export interface FormSchema<TValues extends FieldValues, TParsed> {
  _zod: { input: TValues; output: TParsed };
}

/**
 * The schema fetched when it is first needed: `() => import('@guildhall/contracts').then((c) => c.someSchema)`.
 * A page on a budgeted first load (/auth, /admin/auth) passes one, so zod arrives when the visitor starts typing.
 */
export type FormSchemaLoader<TValues extends FieldValues, TParsed> = () => Promise<FormSchema<TValues, TParsed>>;

export interface FormProps<TValues extends FieldValues, TParsed> {
  /** The contracts' schema, or its loader: every message a field shows comes from it. */
  schema: FormSchema<TValues, TParsed> | FormSchemaLoader<TValues, TParsed>;
  /** Every field's starting value; a choice nobody made yet (radio, select) may be left out. */
  defaultValues: DefaultValues<TValues>;
  /** Called with the parsed values; a rejection shows the server's field errors on their fields, the rest above. */
  onSubmit: (values: TParsed) => Promise<unknown>;
  /** The banner text when a failed call carries no message of its own (the spec's default for this form). */
  failureMessage: string;
  /**
   * A summary for the banner when fields are invalid, checked here or by the server (the manual ticket form's
   * 'Please correct the highlighted fields.'); without it the fields speak for themselves.
   */
  invalidMessage?: string;
  /** The banner text once `onSubmit` has succeeded. */
  successMessage?: string;
  /** Hides the success banner after this many milliseconds (the contact form's 3 s); it stays when omitted. */
  successMessageMs?: number;
  /** Empties the fields after a success (the success banner stays). */
  resetOnSuccess?: boolean;
  /**
   * Names a form a first paint draws too (docs/interfaces.md, "First paint"): what the visitor typed into it, the
   * focused field and a click on its submit button carry over to this form.
   */
  firstPaintId?: string;
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
  invalidMessage,
  successMessage,
  successMessageMs,
  resetOnSuccess = false,
  firstPaintId,
  children,
}: FormProps<TValues, TParsed>) {
  const [schemaSource] = useState(() => schemaResolver(schema));
  const drawsFirstPaint = useContext(RendersFirstPaint) && firstPaintId !== undefined;
  const form = useForm<TValues, unknown, TParsed>({
    resolver: schemaSource.resolver,
    defaultValues,
    // Re-checked on the next submit only: until then an edited field shows no message (useFormField clears it).
    reValidateMode: 'onSubmit',
  });
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  useEffect(() => {
    if (banner?.severity !== 'success' || successMessageMs === undefined) return undefined;
    const timer = setTimeout(() => setBanner(null), successMessageMs);
    return () => clearTimeout(timer);
  }, [banner, successMessageMs]);

  const submitValid = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
        if (resetOnSuccess) form.reset();
        if (successMessage) setBanner({ severity: 'success', text: successMessage });
      } catch (error) {
        const text = applyServerErrors(form, error, failureMessage) ?? invalidMessage;
        setBanner(text === undefined ? null : { severity: 'error', text });
      }
    },
    // Only with a summary to say: an onInvalid callback costs react-hook-form a tick before the field errors show.
    invalidMessage === undefined ? undefined : () => setBanner({ severity: 'error', text: invalidMessage }),
  );

  // In the commit that removes the first paint (the shell's EndFirstPaint follows the page), so whatever was typed
  // until then is taken; the values are set, not made the defaults, so a reset after success still empties them.
  useLayoutEffect(() => {
    const handOver = firstPaintId === undefined ? null : takeFirstPaintForm(firstPaintId);
    if (!handOver) return;
    for (const [name, text] of Object.entries(handOver.values))
      if (text !== '' && typeof (defaultValues as Record<string, unknown>)[name] === 'string')
        form.setValue(name as Path<TValues>, text as PathValue<TValues, Path<TValues>>);
    if (handOver.focused) form.setFocus(handOver.focused as Path<TValues>);
    if (handOver.submitted) void submitValid();
    // Once, for what the visitor did before the app ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        // A first paint's form cannot send (no script): method="dialog" outside a dialog makes the browser do
        // nothing on submit, so nothing typed reaches an address bar.
        {...(drawsFirstPaint && { method: 'dialog', [FIRST_PAINT_FORM_ATTRIBUTE]: firstPaintId, sx: firstPaintLabels })}
        onFocus={schemaSource.prefetch}
        spacing={2.5}
        onSubmit={(event) => {
          setBanner(null);
          return submitValid(event);
        }}
      >
        <ResultBanner message={banner} />
        <FirstPaintFormId.Provider value={drawsFirstPaint ? firstPaintId : null}>
          {children(form)}
        </FirstPaintFormId.Provider>
      </Stack>
    </FormProvider>
  );
}

/**
 * A first paint's text fields as MUI's script would show them: the label moves up (and the outline opens for it)
 * once the field has the focus or text, the focused field's outline and label take the primary colour.
 */
const firstPaintLabels = {
  '& .MuiFormControl-root:has(:is(input, textarea:not([aria-hidden])):is(:focus, :not(:placeholder-shown)))': {
    '& .MuiInputLabel-root': { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
    '& legend': { maxWidth: '100%' },
  },
  '& .MuiFormControl-root:focus-within': {
    '& .MuiInputLabel-root': { color: 'primary.main' },
    '& .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main', borderWidth: 2 },
  },
} as const;

/** The id of the first-paint form being drawn, null in the app: its SubmitButton queues the click. */
export const FirstPaintFormId = createContext<string | null>(null);

/** The resolver over a schema or its loader; a loader runs once, on the first focus or at the latest on submit. */
function schemaResolver<TValues extends FieldValues, TParsed>(
  schema: FormSchema<TValues, TParsed> | FormSchemaLoader<TValues, TParsed>,
): { resolver: Resolver<TValues, unknown, TParsed>; prefetch?: () => void } {
  if (typeof schema !== 'function') return { resolver: zodResolver(schema) };
  let loading: Promise<Resolver<TValues, unknown, TParsed>> | undefined;
  const load = () => (loading ??= schema().then((loaded) => zodResolver(loaded)));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    prefetch: () => void load(),
  };
}
