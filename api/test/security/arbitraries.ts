import fc from 'fast-check';
import { z } from 'zod';
import type { UploadPart } from '../support/multipart';
import { SAMPLE_FILES } from '../support/multipart';
import type { RequestParts, RouteInfo } from './harness';

// Generated input for the property tests (docs/choices.md, "Tests"): junk of every JSON type, values drawn from a
// route's own zod schemas (through their JSON Schema) with their edges, and changes to a valid request.

/** Strings that have broken servers: NUL, surrogates, huge numbers, far dates, paths, markup, quoting. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF\u202E',
  '😀'.repeat(64),
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\\',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '10000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
];

const ODD_NUMBERS = [0, -0, -1, 0.5, 1.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e308, 5e-324, -1e308];

const nulString = fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`);
const hugeString = fc.constantFrom('a'.repeat(100_000), 'é'.repeat(40_000), '\u0000'.repeat(5_000));
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...ODD_NUMBERS),
);

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Opaque tokens of the shape this API hands out (the feeds' cursors: base64url of 'time:id'), far times too. */
const opaqueToken = fc
  .tuple(
    fc.oneof(fc.constantFrom(253_402_300_800_000, 8.64e15, -1, 0, 1e21), fc.nat()),
    fc.oneof(fc.uuid(), fc.string()),
  )
  .map(([time, id]) => Buffer.from(`${time}:${id}`).toString('base64url'));

/** A string of any sort, from plain text to what breaks parsers and databases. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: opaqueToken },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: nulString },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 1, arbitrary: hugeString },
);

const scalarJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A JSON value of any type: wrong types, deep nesting, prototype keys. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalarJunk },
  { weight: 1, arbitrary: fc.array(scalarJunk, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(junkString, fc.constantFrom('__proto__', 'constructor')), scalarJunk, {
      maxKeys: 4,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 400 }).map(deepObject) },
);

/** A query parameter's value: a string (or repeated), as a URL carries it. */
export const junkQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(junkString, oddNumber.map(String)) },
  { weight: 1, arbitrary: fc.array(junkString, { minLength: 2, maxLength: 3 }) },
);

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

/** The JSON Schema of a route's zod schema (input side), or undefined when it has none or zod cannot tell. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** The names a schema's object (or any of its alternatives) knows. */
export function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    for (const name of propertyNames(alternative)) names.add(name);
  return [...names];
}

/** Calendar days and instants at the ends of what PostgreSQL and JavaScript can hold (no year 0 in PostgreSQL). */
const DAY_EDGES = ['0000-01-01', '0001-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '1969-12-31'];
const INSTANT_EDGES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-02-29T12:00:00+05:30',
];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const choices: Array<{ weight: number; arbitrary: fc.Arbitrary<string> }> = [];
  if (schema.pattern) {
    try {
      choices.push({ weight: 2, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
    } catch {
      // A pattern fast-check cannot read: the others do.
    }
  }
  if (schema.format === 'uuid') choices.push({ weight: 2, arbitrary: fc.uuid() });
  if (schema.format === 'email') choices.push({ weight: 2, arbitrary: fc.emailAddress() });
  if (schema.format === 'date-time')
    choices.push(
      { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 3, arbitrary: fc.constantFrom(...INSTANT_EDGES) },
    );
  else if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    choices.push({ weight: 3, arbitrary: fc.constantFrom(...DAY_EDGES) });
  const max = Math.min(schema.maxLength ?? 40, 40);
  choices.push(
    { weight: 2, arbitrary: fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max }) },
    { weight: 1, arbitrary: nulString },
    { weight: 1, arbitrary: opaqueToken },
  );
  const edges: string[] = [];
  if (schema.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1));
  if (schema.minLength) edges.push('x'.repeat(schema.minLength - 1));
  if (edges.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...edges) });
  return fc.oneof(...choices);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const safe = (value: number) => Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, value));
  const inRange = integer
    ? fc.integer({ min: safe(Math.ceil(min)), max: safe(Math.floor(max)) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, min, max, max + 1, min + 0.5) },
    { weight: 1, arbitrary: oddNumber },
  );
}

/**
 * Values of a JSON Schema's shape, near its edges: lengths at and past the limits, numbers one past the range,
 * patterns matched, far dates, optional keys left out, and now and then junk in place of a value.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length)
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: junk });
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, depth + 1)));
  const shaped = (() => {
    switch (types[0]) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(Math.max(schema.maxItems ?? 3, schema.minItems ?? 0), 3),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
          ),
          { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
        );
      }
      default:
        return junk;
    }
  })();
  return fc.oneof({ weight: 8, arbitrary: shaped as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: junk });
}

/** A change to one key of an object: a new value, the key removed, or a key the schema does not know. */
export type Edit =
  | { op: 'set'; key: string; value: unknown }
  | { op: 'delete'; key: string }
  | { op: 'add'; key: string; value: unknown };

function editsOf(knownKeys: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Edit[]> {
  const key = knownKeys.length ? fc.constantFrom(...knownKeys) : fc.string({ maxLength: 8 });
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('set' as const), key, value }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), key }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('add' as const),
        key: fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'isAdmin'),
        ),
        value,
      }),
    },
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 });
}

export function applyEdits(base: unknown, edits: Edit[]): unknown {
  const result: Record<string, unknown> = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  for (const edit of edits) {
    if (edit.op === 'delete') delete result[edit.key];
    else
      Object.defineProperty(result, edit.key, {
        value: edit.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

/** What a run sends instead of the valid request's part (or 'keep' it). */
export type PartPlan =
  | { kind: 'keep' }
  | { kind: 'schema'; value: unknown }
  | { kind: 'edit'; edits: Edit[] }
  | { kind: 'junk'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string };

export type FormPlan =
  | { kind: 'keep' }
  | { kind: 'form'; fields: Record<string, string>; files: UploadPart[] }
  | { kind: 'malformed'; contentType: string; payload: string }
  | { kind: 'json'; value: unknown };

export interface Plan {
  params: Record<string, string | null>;
  query: PartPlan;
  body: PartPlan;
  form: FormPlan;
}

const RAW_BODIES = fc.oneof(
  fc.record({
    contentType: fc.constant('application/json'),
    text: fc.constantFrom(
      '{',
      '[1,',
      '{"a":1}}',
      'nul',
      '"\\u0000"',
      '{"__proto__":{"isAdmin":true}}',
      '\u0000',
      '{"a":1,"a":2}',
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=latin1',
    ),
    text: junkString,
  }),
);

const fileContent = fc.oneof(
  fc.constantFrom(SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.mp4, SAMPLE_FILES.html, Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);
const uploadPart: fc.Arbitrary<UploadPart> = fc.record({
  field: fc.oneof(
    fc.constantFrom('files', 'avatar', 'posters', 'file'),
    junkString.filter((s) => !/["\r\n]/.test(s) && s.length < 200),
  ),
  filename: fc.oneof(
    fc.constantFrom('a.png', '../../x.png', 'a.svg', '', 'a'.repeat(300)),
    fc.string({ maxLength: 20 }).filter((s) => !/["\r\n]/.test(s)),
  ),
  content: fileContent,
  contentType: fc.constantFrom('image/png', 'text/html', 'image/svg+xml', 'application/octet-stream'),
});
const safeFieldValue = junkString.filter((s) => !s.includes('\r\n--'));

const BOUNDARY = '----guildhallfuzz';
const MALFORMED_FORMS = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data',
      `multipart/form-data; boundary=${BOUNDARY}`,
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(80)}`,
      'multipart/mixed; boundary=x',
    ),
    payload: fc.constantFrom(
      '',
      `--${BOUNDARY}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nhello`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      `--other\r\nContent-Disposition: form-data; name="content"\r\n\r\nx\r\n--other--\r\n`,
      `--${BOUNDARY}--\r\n`,
      'garbage',
    ),
  }),
  fc.record({ contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), payload: junkString }),
);

/** The plan generator for `route`, whose valid request has the keys `baseline` shows. */
export function planFor(route: RouteInfo, baseline: RequestParts): fc.Arbitrary<Plan> {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? '*');
  const paramSchema = jsonSchemaOf(route.schema?.params);
  const param = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(null) },
      {
        weight: 2,
        arbitrary: valueFor(paramSchema?.properties?.[name]).map((value) =>
          typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        ),
      },
      { weight: 2, arbitrary: junkString },
    );
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, param(name)])));

  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const queryKeys = [...new Set([...propertyNames(querySchema), ...Object.keys(baseline.query ?? {})])];
  const asQuery = (value: unknown): Record<string, string | string[]> =>
    Object.fromEntries(
      Object.entries(value && typeof value === 'object' ? value : {}).map(([key, one]) => [
        key,
        Array.isArray(one) ? one.map(String) : typeof one === 'string' ? one : (JSON.stringify(one) ?? ''),
      ]),
    );
  const query: fc.Arbitrary<PartPlan> = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'keep' as const }) },
    {
      weight: 3,
      arbitrary: valueFor(querySchema).map((value) => ({ kind: 'schema' as const, value: asQuery(value) })),
    },
    { weight: 3, arbitrary: editsOf(queryKeys, junkQueryValue).map((edits) => ({ kind: 'edit' as const, edits })) },
  );

  const bodySchema = jsonSchemaOf(route.schema?.body);
  const bodyKeys = [...new Set([...propertyNames(bodySchema), ...Object.keys(asObject(baseline.body))])];
  const takesBody = route.method !== 'GET' && route.method !== 'OPTIONS';
  const body: fc.Arbitrary<PartPlan> = takesBody
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constant({ kind: 'keep' as const }) },
        { weight: 4, arbitrary: valueFor(bodySchema).map((value) => ({ kind: 'schema' as const, value })) },
        { weight: 4, arbitrary: editsOf(bodyKeys, junk).map((edits) => ({ kind: 'edit' as const, edits })) },
        { weight: 1, arbitrary: junk.map((value) => ({ kind: 'junk' as const, value })) },
        { weight: 1, arbitrary: RAW_BODIES.map((raw) => ({ kind: 'raw' as const, ...raw })) },
      )
    : fc.constant({ kind: 'keep' as const });

  const form: fc.Arbitrary<FormPlan> = baseline.form
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constant({ kind: 'keep' as const }) },
        {
          weight: 4,
          arbitrary: fc.record({
            kind: fc.constant('form' as const),
            fields: fc.dictionary(
              fc.oneof(
                fc.constantFrom('content', 'layout', ...Object.keys(baseline.form.fields)),
                fc.string({ maxLength: 8 }).filter((s) => !/["\r\n]/.test(s)),
              ),
              fc.oneof(
                safeFieldValue,
                fc.constantFrom(
                  '[]',
                  '[{"upload":0}]',
                  '[{"keep":"00000000-0000-0000-0000-000000000000"}]',
                  '[{"upload":99}]',
                  '{}',
                  'null',
                ),
              ),
              { maxKeys: 3 },
            ),
            files: fc.array(uploadPart, { maxLength: 3 }),
          }),
        },
        { weight: 2, arbitrary: MALFORMED_FORMS.map((malformed) => ({ kind: 'malformed' as const, ...malformed })) },
        { weight: 1, arbitrary: junk.map((value) => ({ kind: 'json' as const, value })) },
      )
    : fc.constant({ kind: 'keep' as const });

  return fc.record({ params, query, body, form });
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The request a plan makes of the valid one. */
export function applyPlan(baseline: RequestParts, plan: Plan): RequestParts {
  const parts: RequestParts = { ...baseline, headers: { ...baseline.headers } };
  parts.params = { ...baseline.params };
  for (const [name, value] of Object.entries(plan.params)) if (value !== null) parts.params[name] = value;

  if (plan.query.kind === 'schema') parts.query = plan.query.value as Record<string, string>;
  if (plan.query.kind === 'edit') parts.query = applyEdits(baseline.query, plan.query.edits) as Record<string, string>;

  const body = plan.body;
  if (body.kind === 'schema') parts.body = body.value;
  if (body.kind === 'edit') parts.body = applyEdits(baseline.body, body.edits);
  if (body.kind === 'junk') parts.body = body.value;
  if (body.kind !== 'keep' && body.kind !== 'raw') delete parts.raw;
  if (body.kind === 'raw') {
    parts.raw = body.text;
    parts.headers!['content-type'] = body.contentType;
  }

  const form = plan.form;
  if (form.kind === 'form') parts.form = { fields: form.fields, files: form.files };
  if (form.kind === 'malformed') {
    delete parts.form;
    parts.raw = form.payload;
    parts.headers!['content-type'] = form.contentType;
  }
  if (form.kind === 'json') {
    delete parts.form;
    parts.body = form.value;
  }
  return parts;
}

/** A field taken out of the request (an edge case like any value). */
export const MISSING = Symbol('missing');

/** One request of the edge sweep: the valid request with one thing changed. */
export interface EdgeCase {
  label: string;
  apply(valid: RequestParts): RequestParts;
}

type Path = Array<string | number>;

/** The schema of `key` inside `schema` (through its alternatives). */
function childSchema(schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  if (!schema) return undefined;
  if (typeof key === 'number' && schema.items) return schema.items;
  if (typeof key === 'string' && schema.properties?.[key]) return schema.properties[key];
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = childSchema(alternative, key);
    if (found) return found;
  }
  return undefined;
}

/** Every field of a valid value (and those its schema knows that it leaves out), to three levels, with its schema. */
function fieldsOf(
  value: unknown,
  schema: JsonSchema | undefined,
  depth = 0,
): Array<{ path: Path; schema?: JsonSchema }> {
  if (depth > 2) return [];
  const keys: Array<string | number> = Array.isArray(value)
    ? value.length > 0
      ? [0]
      : []
    : value && typeof value === 'object'
      ? [...new Set([...Object.keys(value), ...propertyNames(schema)])]
      : [];
  return keys.flatMap((key) => {
    const child = childSchema(schema, key);
    const inner = (value as Record<string | number, unknown>)[key];
    return [
      { path: [key], schema: child },
      ...fieldsOf(inner, child, depth + 1).map((field) => ({ ...field, path: [key, ...field.path] })),
    ];
  });
}

/** Single values a field of this schema should refuse cleanly, or take: type confusions and the schema's edges. */
function edgesOf(schema: JsonSchema | undefined): unknown[] {
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  if (alternatives?.length) return [...new Set(alternatives.flatMap((alternative) => edgesOf(alternative)))];
  const types = [schema?.type ?? []].flat();
  const type = types.find((candidate) => candidate !== 'null');
  const texts = ['', 'a\u0000b', '\uD800'];
  if (schema?.enum?.length) return [MISSING, null, 0, 'UNKNOWN', String(schema.enum[0]).toUpperCase(), ...texts];
  switch (type) {
    case 'string': {
      const edges: unknown[] = [MISSING, null, 42, ...texts];
      if (schema?.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength + 1));
      if (schema?.format === 'date-time')
        edges.push('0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '10000-01-01T00:00:00Z');
      else if (schema?.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) edges.push('0000-01-01', '9999-12-31', '2023-02-29');
      if (schema?.format === 'uuid')
        edges.push('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF');
      return edges;
    }
    case 'integer':
    case 'number': {
      const edges: unknown[] = [MISSING, null, '1', 0.5, 2 ** 53 + 2, 1e308, -1];
      if (schema?.minimum !== undefined) edges.push(schema.minimum - 1);
      if (schema?.maximum !== undefined) edges.push(schema.maximum + 1);
      return edges;
    }
    case 'boolean':
      return [MISSING, null, 'true', 0];
    case 'array':
      return [MISSING, null, [], 'x', {}, [null], ['a\u0000b']];
    case 'object':
      return [MISSING, null, [], 'x', {}];
    default:
      return [MISSING, null, 1, ...texts, {}];
  }
}

/** As a query carries it: a string, or a repeated key. */
function asQueryValue(value: unknown): string | string[] | typeof MISSING {
  if (value === MISSING) return MISSING;
  if (Array.isArray(value)) return value.length ? value.map(String) : ['', ''];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  const copy: unknown = structuredClone(base ?? {});
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

const show = (value: unknown) =>
  value === MISSING
    ? '(left out)'
    : typeof value === 'string' && value.length > 20
      ? `"${value.slice(0, 12)}..." (${value.length})`
      : JSON.stringify(value);

/**
 * The edge sweep: every param, query field and body field of the valid request (nested ones too) set, one at a
 * time, to each value of `edgesOf` its schema; then the body as a whole replaced by other JSON types and given an
 * unknown field. Deterministic, so a field whose edge breaks the server is found every run.
 */
export function edgeCasesOf(route: RouteInfo, sample: RequestParts): EdgeCase[] {
  const cases: EdgeCase[] = [];
  const paramSchema = jsonSchemaOf(route.schema?.params);
  for (const name of Object.keys(sample.params ?? {})) {
    const values = [...edgesOf(paramSchema?.properties?.[name]), '..', 'x'.repeat(300)].filter(
      (value): value is string => typeof value === 'string',
    );
    for (const value of values)
      cases.push({
        label: `param ${name} = ${show(value)}`,
        apply: (valid) => ({ ...valid, params: { ...valid.params, [name]: value } }),
      });
  }
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  for (const { path, schema } of fieldsOf(sample.query ?? {}, querySchema).filter((field) => field.path.length === 1)) {
    const name = String(path[0]);
    for (const edge of edgesOf(schema)) {
      const value = asQueryValue(edge);
      cases.push({
        label: `query ${name} = ${show(value)}`,
        apply: (valid) => {
          const query = { ...valid.query };
          if (value === MISSING) delete query[name];
          else query[name] = value;
          return { ...valid, query };
        },
      });
    }
  }
  if (sample.body !== undefined && sample.raw === undefined) {
    const bodySchema = jsonSchemaOf(route.schema?.body);
    for (const { path, schema } of fieldsOf(sample.body, bodySchema))
      for (const value of edgesOf(schema))
        cases.push({
          label: `body ${path.join('.')} = ${show(value)}`,
          apply: (valid) => ({ ...valid, body: withValueAt(valid.body, path, value) }),
        });
    for (const body of [null, [], 'x', 1])
      cases.push({ label: `body = ${show(body)}`, apply: (valid) => ({ ...valid, body }) });
    cases.push({
      label: 'body with an unknown field',
      apply: (valid) => ({ ...valid, body: { ...(valid.body as object), unexpected: true } }),
    });
  }
  if (sample.form) {
    for (const name of [...Object.keys(sample.form.fields), 'unexpected'])
      for (const value of ['', 'a\u0000b', '\uD800', 'x'.repeat(70_000)])
        cases.push({
          label: `form field ${name} = ${show(value)}`,
          apply: (valid) => ({ ...valid, form: { ...valid.form!, fields: { ...valid.form!.fields, [name]: value } } }),
        });
    for (const [label, files] of [
      ['no file', []],
      ['an HTML file', [{ field: 'files', filename: 'x.html', content: SAMPLE_FILES.html }]],
      ['an empty file', [{ field: 'files', filename: 'x.png', content: Buffer.alloc(0) }]],
    ] as const)
      cases.push({
        label: `form with ${label}`,
        apply: (valid) => ({ ...valid, form: { ...valid.form!, files: [...files] } }),
      });
  }
  return cases;
}
