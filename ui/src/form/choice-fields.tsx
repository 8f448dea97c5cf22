import { lazy, Suspense, type ComponentType } from 'react';
import type * as Choices from './choices';

// The choice fields load with the first form that draws one: their MUI parts (a select's menu, popover and modal,
// checkboxes, radios: the `mui-menus` chunk) stay off the first load of the pages whose forms are text only
// (/contact, /auth: docs/interfaces.md, "Bundles").
const loadChoices = () => import('./choices');

type ChoiceField = keyof typeof Choices;

/** The field `name`, drawn once its module is here (nothing before: a form has no choice to make meanwhile). */
function deferred<Name extends ChoiceField>(name: Name): (typeof Choices)[Name] {
  const Field = lazy(() => loadChoices().then((choices) => ({ default: choices[name] as ComponentType<object> })));
  const Deferred = (props: object) => (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
  Deferred.displayName = name;
  return Deferred as unknown as (typeof Choices)[Name];
}

export const FormCheckbox = deferred('FormCheckbox');
export const FormCheckboxGroup = deferred('FormCheckboxGroup');
export const FormRadioGroup = deferred('FormRadioGroup');
export const FormSelect = deferred('FormSelect');
