// '@guildhall/ui/form': the one way to build a form (react-hook-form + the contracts' zod schemas, MUI fields).
// Its own entry point, so react-hook-form loads only with pages that have a form; the choice fields load with the
// first form that draws one (choice-fields.tsx).
export { Form, type FormProps, type FormSchema, type FormSchemaLoader } from './Form';
export { FormCheckbox, FormCheckboxGroup, FormRadioGroup, FormSelect, FormSwitch } from './choice-fields';
export { FormPasswordField } from './FormPasswordField';
export { FormTextField } from './FormTextField';
export { serverFieldErrors } from './server-errors';
export type { FieldOption } from './options';
export { SubmitButton } from './SubmitButton';
