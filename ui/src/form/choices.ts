// The choice fields, loaded by choice-fields.tsx with the first form that draws one.
export { FormCheckbox } from './FormCheckbox';
export { FormCheckboxGroup } from './FormCheckboxGroup';
export { FormRadioGroup } from './FormRadioGroup';
export { FormSelect } from './FormSelect';
