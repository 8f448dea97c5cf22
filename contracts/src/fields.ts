import { z } from 'zod';
import { LPU_ID_PATTERN } from './limits';

// Building blocks of every request schema: each field words its own messages, for a missing or wrong-type value
// as well as for each check, so the API and the forms show the same text and the server never guesses labels.

const EMAIL_MAX = 254;

/**
 * zod's `error` option for a field's missing or wrong-type value (`z.boolean(ifMissing('...'))`). Only that issue
 * gets the message: a check without a message of its own would otherwise inherit it.
 */
export function ifMissing(message: string) {
  return { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined) };
}

/**
 * Every string field of a request. Refuses U+0000: PostgreSQL text cannot store it, so it used to fail as a 500
 * deep in the database; it is nobody's real input. `label` words the messages ('Full name is required'; a form whose
 * spec says one sentence for every missing field passes it as `missingMessage`).
 */
export function textField(label: string, missingMessage = `${label} is required`) {
  return z
    .string({
      error: (issue) => {
        if (issue.code !== 'invalid_type') return undefined;
        return issue.input === undefined ? missingMessage : `${label} must be text`;
      },
    })
    .refine((value) => !value.includes('\u0000'), {
      error: `${label} must not contain NUL characters`,
      abort: true,
    });
}

/**
 * A list's search text (`?search=`): optional, trimmed, at most `max` characters, no NUL (it reaches a LIKE pattern:
 * PostgreSQL refused it with a 500).
 */
export function searchQueryField(max = 100) {
  return textField('Search').trim().max(max, `Search cannot exceed ${max} characters`).optional();
}

/**
 * Years the database stores and a club could mean: PostgreSQL refuses year 0 (a 500 before), and a date outside
 * 1900-9999 is a typo or junk.
 */
export const STORABLE_YEARS = { min: 1900, max: 9999 } as const;

/** Whether an ISO date (YYYY-MM-DD) or date-time falls within STORABLE_YEARS. */
export function inStorableYears(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= STORABLE_YEARS.min && year <= STORABLE_YEARS.max && Number.isFinite(Date.parse(iso));
}

/** A text field that must not be blank: trimmed, then at least one character and at most `max`. */
export function requiredTextField(label: string, max?: number) {
  return required(textField(label), label, max);
}

function required(field: z.ZodString, label: string, max?: number) {
  const present = field.trim().min(1, { error: `${label} is required`, abort: true });
  return max === undefined ? present : present.max(max, `${label} cannot exceed ${max} characters`);
}

/**
 * Unicode's bidirectional formatting characters (the Bidi_Control property): the embeddings and overrides
 * U+202A-U+202E, the isolates U+2066-U+2069, and the invisible marks U+200E, U+200F and U+061C. In a name they only
 * reverse or reorder what a screen shows ('abc\u202Edef' reads 'abcfed'), or make two names look alike.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without Unicode's bidi controls (above). */
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * A person's name or a title (full names, event titles, subjects): a text field whose bidi controls are removed
 * before anything else is checked, so what is stored reads as it was typed (docs/choices.md, "API validation and
 * errors"). Free text (bios, messages, posts) keeps them: a right-to-left writer may need them there.
 */
export function displayTextField(label: string, missingMessage?: string) {
  return textField(label, missingMessage).overwrite(stripBidiControls);
}

/** A required name or title: bidi controls removed, then trimmed, not blank, at most `max`. */
export function nameField(label: string, max?: number) {
  return required(displayTextField(label), label, max);
}

/** A phone number has this many digits (E.164 allows at most 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
const PHONE_CHARACTERS = /^\+?[0-9 ]+$/;

/**
 * A phone number as people write it (the join, contact and purchase forms): digits, spaces between them and an
 * optional leading '+', 7 to 15 digits; runs of spaces are kept as one ('+91 98765 43210').
 */
export function phoneField(label = 'Phone number') {
  return requiredTextField(label)
    .overwrite((phone) => phone.replace(/ {2,}/g, ' '))
    .regex(PHONE_CHARACTERS, { error: `${label} may contain only digits, spaces and a leading +`, abort: true })
    .refine((phone) => {
      const digits = phone.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, `${label} must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`);
}

/** A request body: a JSON object with exactly these fields. */
export function requestBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : 'The request body must be a JSON object',
  });
}

export const lpuIdSchema = requiredTextField('LPU ID').regex(LPU_ID_PATTERN, 'LPU ID must be exactly 8 digits');

const emailFormat = (field: z.ZodString) =>
  field.toLowerCase().max(EMAIL_MAX, `Email cannot exceed ${EMAIL_MAX} characters`).email('Invalid email format');

export const emailSchema = emailFormat(requiredTextField('Email'));
/** An e-mail field that may be left out (but not sent empty). */
export const optionalEmailSchema = emailFormat(textField('Email').trim()).optional();
