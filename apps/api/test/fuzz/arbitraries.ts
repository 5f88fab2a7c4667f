import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from a contract's Zod schema, by way of Zod's own JSON Schema
 * (`z.toJSONSchema`, input side): values the schema accepts, values at and past its limits, and
 * values no field should accept. Whether a generated value is valid is never assumed: a test asks
 * the Zod schema itself (docs/decisions/1350).
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** Values the generators draw on so that valid requests reach real rows, not only 404s. */
export type Known = {
  /** Ids of rows that exist: the member's item, other members, a plan. */
  ids: readonly string[];
  /** E-mail addresses of accounts that exist. */
  emails: readonly string[];
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Strings that break parsers, databases and templates: control characters, lone surrogates, markup. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'emoji\ud83d',
  '\u0007\u001b[31m\u007f\u0085',
  '\r\n\t',
  '\u202e\u2028\ufeff\uffff',
  '𝕏😀👩🏾‍🎨',
  'e\u0301\u0301\u0301',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '%00%ff%E0%A4%A',
  '../../etc/passwd',
  '9'.repeat(400),
  'x'.repeat(100_000),
];

/** Ids a uuid field may be given that are not ids, or ids of nothing. */
const badUuids: readonly string[] = [
  'not-a-uuid',
  '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4',
  '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e0',
  '3F2B8C1E-4D5A-4B6C-8D7E-9F0A1B2C3D4E',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f2b8c1e4d5a4b6c8d7e9f0a1b2c3d4e',
  '{3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e}',
];

/** Cursors a client could forge: not base64, base64 of the wrong JSON, huge. */
const badCursors: readonly string[] = [
  'AAAA',
  '====',
  Buffer.from('{"t":"x","id":1}').toString('base64url'),
  Buffer.from('[1,2,3]').toString('base64url'),
  Buffer.from('{"createdAt":"9999-99-99","id":"x"}').toString('base64url'),
  Buffer.from('null').toString('base64url'),
  Buffer.from('{"v":1e309}').toString('base64url'),
  'A'.repeat(499),
  'A'.repeat(501),
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** JSON values of the wrong type for any field, numbers at the edges of what JSON and integers hold. */
const wrongTypes: readonly unknown[] = [
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  true,
  false,
  null,
  [],
  ['a', 1],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
  nested(2_000),
];

/** Any value no field should take, or a value of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.constantFrom(...badUuids, ...badCursors) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Values at and just past the schema's own limits: lengths, bounds, item counts. */
function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string')) {
    for (const length of [schema.minLength, schema.maxLength]) {
      if (length === undefined) continue;
      for (const size of [length - 1, length, length + 1]) if (size >= 0) values.push('a'.repeat(size));
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    for (const bound of [low, high]) {
      if (bound === undefined) continue;
      values.push(bound - 1, bound, bound + 1, bound + 0.5);
    }
  }
  if (types.includes('array')) {
    for (const count of [schema.minItems, schema.maxItems]) {
      if (count === undefined) continue;
      for (const size of [count, count + 1])
        values.push(Array.from({ length: size }, (_, index) => `v${index}`));
    }
  }
  return values;
}

function stringArbitrary(name: string, schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fitted = (text: fc.Arbitrary<string>) =>
    text.filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  if (schema.format === 'uuid' || /(^|[^a-z])id$/i.test(name)) {
    return known.ids.length > 0 ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid()) : fc.uuid();
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    return known.emails.length > 0
      ? fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress())
      : fc.emailAddress();
  }
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'uri' || /url|website|link/i.test(name)) return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 300);
    } catch {
      // A pattern fast-check cannot read falls back to plain text below; Zod still judges the value.
    }
  }
  if (/password|secret|passphrase/i.test(name)) {
    return fc
      .array(fc.constantFrom('amber', 'kiln', 'lagos', 'indigo', 'river', 'okra', 'harmattan'), {
        minLength: 4,
        maxLength: 6,
      })
      .map((words) => words.join(' '));
  }
  return fitted(
    fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
      { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
      { weight: 1, arbitrary: fc.constant('a'.repeat(Math.max(minLength, 1))) },
    ),
  );
}

/**
 * Values the schema is meant to accept (most are accepted; the Zod schema has the last word, as
 * refinements such as "no control characters" do not survive the trip to JSON Schema).
 */
export function validValue(
  name: string,
  schema: JsonSchema,
  root: JsonSchema,
  known: Known,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, root);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => validValue(name, choice, root, known)));
  if (resolved.allOf?.[0]) return validValue(name, resolved.allOf[0], root, known);
  const types = typesOf(resolved);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue(name, { ...resolved, type }, root, known)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.ceil(resolved.minimum ?? (resolved.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(resolved.maximum ?? (resolved.exclusiveMaximum ?? 1_000_001) - 1),
      });
    case 'number':
      return fc.double({
        min: resolved.minimum ?? resolved.exclusiveMinimum ?? -1e6,
        max: resolved.maximum ?? resolved.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(name, resolved, known);
    case 'array': {
      const minLength = resolved.minItems ?? 0;
      return fc.array(validValue(name, resolved.items ?? {}, root, known), {
        minLength,
        maxLength: Math.min(resolved.maxItems ?? 4, minLength + 4),
      });
    }
    case 'object': {
      const properties = resolved.properties ?? {};
      const required = new Set(resolved.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, validValue(key, property, root, known)]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value for one field that is wrong for it, or right at one of its limits. */
function wrongValue(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown> {
  const boundaries = boundaryValues(resolve(schema, root));
  return boundaries.length > 0
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...boundaries) },
        { weight: 3, arbitrary: hostileValue },
      )
    : hostileValue;
}

/**
 * An object for an object schema: valid, or with one field wrong, one required field missing, or
 * an unexpected field added; or not an object at all.
 */
export function objectValue(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const root = schema;
  const resolved = resolve(schema, root);
  const valid = validValue('body', resolved, root, known);
  const properties = resolved.properties ?? {};
  const keys = Object.keys(properties);
  if (!typesOf(resolved).includes('object') || keys.length === 0) {
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileValue });
  }
  const asObject = valid.map((value) => (typeof value === 'object' && value !== null ? value : {}));
  const oneFieldWrong = fc
    .tuple(asObject, fc.constantFrom(...keys))
    .chain(([value, key]) =>
      wrongValue(properties[key] ?? {}, root).map((wrong) => ({ ...value, [key]: wrong })),
    );
  const oneFieldMissing = fc.tuple(asObject, fc.constantFrom(...keys)).map(([value, key]) => {
    const copy: Record<string, unknown> = { ...value };
    delete copy[key];
    return copy;
  });
  const extraField = fc
    .tuple(asObject, fc.constantFrom('unexpected', '__proto__', 'constructor', 'role', 'id'), hostileValue)
    .map(([value, key, extra]) => {
      const copy: Record<string, unknown> = { ...value };
      Object.defineProperty(copy, key, {
        value: extra,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: oneFieldWrong },
    { weight: 1, arbitrary: oneFieldMissing },
    { weight: 1, arbitrary: extraField },
    { weight: 1, arbitrary: hostileValue },
  );
}
