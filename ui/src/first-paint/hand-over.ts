// A form a first paint draws works before the app starts (docs/interfaces.md, "First paint"): the visitor types
// into its real inputs, and its submit button (a popover button, so the browser keeps the click with no script)
// marks the submission as queued. When the app's own form renders over it, it takes the typed values, the focused
// field and the queued click from the markup, then the markup goes.
import { createContext } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from '@guildhall/contracts/federation';

/** True while `renderFirstPaint` renders: forms draw their first-paint form (no script, nothing lost). */
export const RendersFirstPaint = createContext(false);

/** The attribute naming a form drawn by a first paint. */
export const FIRST_PAINT_FORM_ATTRIBUTE = 'data-first-paint-form';
/** The id of the notice a first paint's submit button opens: the click, kept until the app acts on it. */
export const queuedSubmitId = (formId: string) => `${formId}-queued`;

export interface FirstPaintFormState {
  /** Each named field's text as the visitor left it. */
  values: Record<string, string>;
  /** The field that had the focus, to give it back. */
  focused: string | null;
  /** The submit button was pressed before the app ran. */
  submitted: boolean;
}

/** What the visitor did in the first paint's form `formId`; null when no first paint shows it. */
export function takeFirstPaintForm(formId: string): FirstPaintFormState | null {
  if (typeof document === 'undefined') return null;
  const form = document
    .getElementById(FIRST_PAINT_ELEMENT_ID)
    ?.querySelector<HTMLFormElement>(`form[${FIRST_PAINT_FORM_ATTRIBUTE}="${formId}"]`);
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  const active = document.activeElement;
  const focused = active && form.contains(active) ? active.getAttribute('name') : null;
  const notice = document.getElementById(queuedSubmitId(formId));
  return { values, focused, submitted: notice?.matches(':popover-open') ?? false };
}
