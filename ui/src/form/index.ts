// '@guildhall/ui/form': the one way to build a form (react-hook-form + the contracts' zod schemas, MUI fields).
// Its own entry point, so react-hook-form loads only with pages that have a form.
export { Form, type FormProps, type FormSchema, type FormSchemaLoader } from './Form';
export { FormCheckbox } from './FormCheckbox';
export { FormCheckboxGroup } from './FormCheckboxGroup';
export { FormPasswordField } from './FormPasswordField';
export { FormRadioGroup } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
export { FormTextField } from './FormTextField';
export type { FieldOption } from './options';
export { SubmitButton } from './SubmitButton';
