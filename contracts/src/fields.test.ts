import { z } from 'zod';
import { adminLoginSchema, adminRegisterSchema, logoutSchema, memberLoginSchema, refreshTokenSchema } from './auth';
import { adminMemberListQuerySchema } from './admin';
import { applicationListQuerySchema } from './application-admin';
import { membershipApplicationSchema } from './applications';
import { doorSearchQuerySchema } from './check-in';
import { contactListQuerySchema } from './contact';
import { eventListQuerySchema } from './events';
import {
  ifMissing,
  nameField,
  phoneField,
  requestBody,
  requiredTextField,
  stripBidiControls,
  textField,
} from './fields';
import { ticketExportQuerySchema, ticketListQuerySchema } from './ticket-desk';

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

describe('textField', () => {
  const fullName = requiredTextField('Full name', 5);

  it('words a missing value, another type, a blank value and a long one with its label', () => {
    expect(messages(fullName, undefined)).toEqual(['Full name is required']);
    expect(messages(fullName, 42)).toEqual(['Full name must be text']);
    expect(messages(fullName, '   ')).toEqual(['Full name is required']);
    expect(messages(fullName, 'Rohan Verma')).toEqual(['Full name cannot exceed 5 characters']);
    expect(fullName.parse('  Riya ')).toBe('Riya');
  });

  it('refuses a NUL character, and says only that', () => {
    expect(messages(textField('Bio').max(1, 'too long'), 'a\u0000b')).toEqual(['Bio must not contain NUL characters']);
  });
});

describe('phoneField', () => {
  const phone = phoneField();

  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '+91 98765 43210'],
    [' +91  98765   43210 ', '+91 98765 43210'],
    ['1234567', '1234567'],
    ['+123456789012345', '+123456789012345'],
  ])('takes digits, spaces and a leading +: %j -> %j', (typed, stored) => {
    expect(phone.parse(typed)).toBe(stored);
  });

  it.each(['98765abcde', '+91-98765-43210', '(987) 654 3210', '98765+43210', '++919876543210', '９８７６５４３２１０'])(
    'refuses %j with one message',
    (typed) => {
      expect(messages(phone, typed)).toEqual(['Phone number may contain only digits, spaces and a leading +']);
    },
  );

  it('counts 7 to 15 digits, and says a blank one is missing', () => {
    expect(messages(phone, '123 456')).toEqual(['Phone number must have 7 to 15 digits']);
    expect(messages(phone, '+1234567890123456')).toEqual(['Phone number must have 7 to 15 digits']);
    expect(messages(phone, '  ')).toEqual(['Phone number is required']);
    expect(messages(phone, undefined)).toEqual(['Phone number is required']);
  });
});

describe('nameField', () => {
  const fullName = nameField('Full name', 10);
  /** Unicode's Bidi_Control characters, read from the JavaScript engine's own Unicode tables. */
  const bidiControls = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((character) =>
    /\p{Bidi_Control}/u.test(character),
  );

  it('knows every bidi control of Unicode and only those', () => {
    expect(bidiControls.map((character) => character.codePointAt(0)!.toString(16))).toEqual([
      '61c',
      '200e',
      '200f',
      '202a',
      '202b',
      '202c',
      '202d',
      '202e',
      '2066',
      '2067',
      '2068',
      '2069',
    ]);
    const everyOther = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
      .filter((character) => !bidiControls.includes(character))
      .join('');
    expect(stripBidiControls(everyOther + bidiControls.join(''))).toBe(everyOther);
  });

  it('removes them before the checks: the name is stored as it reads', () => {
    expect(fullName.parse('abc\u202Edef')).toBe('abcdef');
    expect(fullName.parse(' \u2067Asha\u2069 Verma\u200F ')).toBe('Asha Verma');
    // Ten letters and two overrides: within 10 once they are gone.
    expect(fullName.parse('\u202Eabcdefghij\u202C')).toBe('abcdefghij');
    expect(messages(fullName, '\u202E \u202C')).toEqual(['Full name is required']);
    expect(messages(fullName, 'a\u0000b')).toEqual(['Full name must not contain NUL characters']);
  });
});

describe('ifMissing', () => {
  it('words a missing or wrong-type value without leaking into the checks', () => {
    const domains = z.array(z.string(), ifMissing('Select at least one domain')).max(1, 'Select one');
    expect(messages(domains, undefined)).toEqual(['Select at least one domain']);
    expect(messages(domains, ['a', 'b'])).toEqual(['Select one']);
  });
});

describe('requestBody', () => {
  it('names unknown fields and a body that is not an object', () => {
    const body = requestBody({ name: textField('Name') });
    expect(messages(body, null)).toEqual(['The request body must be a JSON object']);
    expect(messages(body, { name: 'x', a: 1, b: 2 })).toEqual(['Unknown fields: a, b']);
  });
});

// Every text field of every request refuses NUL: a field added without textField() fails here.
const REQUEST_OBJECTS = {
  adminLogin: adminLoginSchema,
  adminRegister: adminRegisterSchema,
  refreshToken: refreshTokenSchema,
  logout: logoutSchema.unwrap(),
  membershipApplication: membershipApplicationSchema,
  ...Object.fromEntries(memberLoginSchema.options.map((option, index) => [`memberLogin#${index}`, option])),
} as Record<string, z.ZodObject>;

const stringFields = Object.entries(REQUEST_OBJECTS).flatMap(([name, schema]) =>
  Object.entries(schema.shape)
    .filter(([, field]) => acceptsSomeString(field as z.ZodType))
    .map(([key, field]) => [`${name}.${key}`, field as z.ZodType] as const),
);

/** Text fields accept some string (enums accept only their values, booleans none). */
function acceptsSomeString(field: z.ZodType): boolean {
  return ['12345678', 'member@example.com', 'long-enough-text'].some((sample) => field.safeParse(sample).success);
}

it('finds the text fields of every request', () => {
  expect(stringFields.map(([name]) => name)).toEqual(
    expect.arrayContaining(['adminRegister.fullname', 'membershipApplication.bio', 'memberLogin#1.LpuId']),
  );
});

it.each(stringFields)('%s refuses NUL characters', (_name, field) => {
  const withNul = messages(field, '1234\u00005678') ?? [];
  expect(withNul).toHaveLength(1);
  expect(withNul[0]).toMatch(/ must not contain NUL characters$/);
});

// Every list's search refuses NUL with a 400's message (it reached PostgreSQL as a LIKE pattern: a 500).
const SEARCH_FIELDS: [string, z.ZodType][] = [
  ['events', eventListQuerySchema.shape.search],
  ['contact requests', contactListQuerySchema.shape.search],
  ['admin members', adminMemberListQuerySchema.shape.search],
  ['applications', applicationListQuerySchema.shape.search],
  ['tickets', ticketListQuerySchema.shape.search],
  ['ticket export', ticketExportQuerySchema.shape.search],
  ['the door', doorSearchQuerySchema.shape.q],
];

it.each(SEARCH_FIELDS)('the %s search refuses NUL characters and keeps a normal search', (_name, field) => {
  expect(messages(field, 'ab\u0000')).toEqual(['Search must not contain NUL characters']);
  expect(field.parse('  asha ')).toBe('asha');
});
