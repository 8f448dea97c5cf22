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

/** A text field that must not be blank: trimmed, then at least one character and at most `max`. */
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

export function requiredTextField(label: string, max?: number) {
  const present = textField(label)
    .trim()
    .min(1, { error: `${label} is required`, abort: true });
  return max === undefined ? present : present.max(max, `${label} cannot exceed ${max} characters`);
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
