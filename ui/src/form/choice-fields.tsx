import { lazy, Suspense, type ComponentType } from 'react';
import type * as Choices from './choices';

// The choice fields load with the first form that draws one: their MUI parts (a select's menu, popover and modal,
// checkboxes, radios: the `mui-menus` chunk) stay off the first load of the pages whose forms are text only
// (/contact, /auth: docs/interfaces.md, "Bundles").
const loadChoices = () => import('./choices');

/** The field `name` of the module `load` brings, drawn once it is here (nothing before: no choice to make meanwhile). */
function deferredField<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  const Field = lazy(() => load().then((loaded) => ({ default: loaded[name] as ComponentType<object> })));
  const Deferred = (props: object) => (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
  Deferred.displayName = name;
  return Deferred as unknown as Module[Name];
}

const deferred = <Name extends keyof typeof Choices>(name: Name) =>
  deferredField<typeof Choices, Name>(loadChoices, name);

export const FormCheckbox = deferred('FormCheckbox');
export const FormCheckboxGroup = deferred('FormCheckboxGroup');
export const FormRadioGroup = deferred('FormRadioGroup');
export const FormSelect = deferred('FormSelect');
// Only the admin's event form draws a switch: a chunk of its own, so the other forms' choices stay as light.
export const FormSwitch = deferredField(() => import('./FormSwitch'), 'FormSwitch');
