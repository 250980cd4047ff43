import fc from 'fast-check';
import type { Schema } from './api-operations';

/**
 * Values a careless or hostile client sends where the API expects something else: empty and
 * blank text, null, huge and 40-digit numbers, wrong types, arrays for scalars, deep objects
 * and every kind of Unicode. A bigint stands for a number literal too long for a double; `toJson`
 * writes it digit for digit, as a client's JSON would carry it.
 */
const FORTY_DIGITS = fc.bigInt({ min: 10n ** 39n, max: 10n ** 40n - 1n });

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e309'),
  fc.constantFrom(
    '%',
    '%zz',
    '%ED%A0%80',
    '\u0000',
    '\uFEFF',
    '\u202E',
    '💥',
    'ｅｘａｍｐｌｅ.com',
  ),
  fc.constantFrom('__proto__', 'constructor', "'; drop table users; --", '../../etc/passwd'),
  FORTY_DIGITS.map(String),
  FORTY_DIGITS.map((n) => `-${n}`),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 200, max: 20_000 }).map((n) => 'ü'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  // Fractions JavaScript writes in exponent form (1e-7) broke a decimal-places check once.
  fc.constantFrom(
    0,
    -0,
    -1,
    0.001,
    1.005,
    1e-7,
    5e-324,
    2 ** 31,
    2 ** 53 + 2,
    2 ** 63,
    1e21,
    1e308,
  ),
  FORTY_DIGITS,
  FORTY_DIGITS.map((n) => -n),
);

export const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false),
);

/** Any JSON value, up to a deep one: objects nested 2 to 200 levels. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyScalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 200 })
      .map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1)),
  },
);

/** A value that could pass a field's checks, so that fuzzing reaches the service and SQL. */
export function plausible(name: string, schema: Schema | undefined): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) choices.push(fc.constantFrom(...schema.enum));
  if (schema?.example !== undefined) choices.push(fc.constant(schema.example));
  if (schema?.type === 'boolean') choices.push(fc.boolean());
  const lower = name.toLowerCase();
  if (/price|cost|fees|offer|amount/.test(lower))
    choices.push(fc.constantFrom(0, 1, 99.99, 9_999_999_999, 10_000_000_001, 1e15), FORTY_DIGITS);
  if (/page|limit|length|line|year|count/.test(lower))
    choices.push(fc.constantFrom(1, 2, 48, 100, 101, 2 ** 31, 2 ** 53), FORTY_DIGITS);
  if (/date|expiration/.test(lower))
    choices.push(fc.constantFrom('2027-05-01', '9999-12-31', '0001-01-01', '2027-02-30'));
  if (/url|avatar|logo/.test(lower))
    choices.push(fc.constantFrom('https://example.com/x.png', `https://e.com/${'a'.repeat(3000)}`));
  if (/email/.test(lower))
    choices.push(fc.constantFrom('a@example.com', `${'a'.repeat(300)}@e.com`));
  if (/domain|name|query|username|owner/.test(lower))
    choices.push(
      fc.constantFrom('example.com', 'xn--bcher-kva.com', 'bücher.de', 'a.b.c.d.e.com', 'fuzz'),
    );
  if (/id$|token/.test(lower)) choices.push(fc.uuid());
  if (schema?.type === 'array' || schema?.items)
    choices.push(fc.array(plausible(name, schema.items), { maxLength: 3 }));
  if (schema?.properties) choices.push(shapedBody(schema));
  return choices.length > 0 ? fc.oneof(...choices) : nastyValue;
}

/**
 * A body shaped like the schema (its fields, nested), each field plausible or nasty. Most
 * bodies carry the required fields and a few others, so that whole bodies pass often enough
 * to reach the services; the rest carry any of the fields, required or not.
 */
export function shapedBody(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const valueOf = (name: string, field: Schema) =>
    depth > 3
      ? nastyValue
      : fc.oneof(
          { weight: 3, arbitrary: plausible(name, field) },
          { weight: 1, arbitrary: nastyValue },
        );
  const required = new Set(schema.required ?? []);
  const fields = (entries: [string, Schema][]) =>
    Object.fromEntries(entries.map(([name, field]) => [name, valueOf(name, field)]));
  const optional = properties.filter(([name]) => !required.has(name));
  const focused = fc
    .subarray(optional, { maxLength: Math.min(3, optional.length) })
    .chain((chosen) =>
      fc.record(fields([...properties.filter(([name]) => required.has(name)), ...chosen])),
    );
  return fc.oneof(
    { weight: 3, arbitrary: focused },
    { weight: 1, arbitrary: fc.record(fields(properties), { requiredKeys: [] }) },
  );
}

/** Query-string values: text (malformed escapes kept raw), repeated keys, bracketed keys. */
export function queryString(params: { name: string; schema?: Schema }[]): fc.Arbitrary<string> {
  const valueFor = (param: { name: string; schema?: Schema }) =>
    fc.oneof(plausible(param.name, param.schema), nastyScalar).map(asText);
  const pair = fc.oneof(
    ...params.map((param) => valueFor(param).map((value) => [param.name, value] as const)),
    fc.tuple(fc.string({ maxLength: 8 }), nastyText),
  );
  // Node refuses a request line over 16 KB (431) before the API sees it: keep most below.
  const short = pair.filter(([, value]) => value.length < 2000);
  const piece = fc.oneof(
    { weight: 8, arbitrary: short.map(([key, value]) => `${encode(key)}=${encode(value)}`) },
    { weight: 1, arbitrary: pair.map(([key, value]) => `${encode(key)}=${encode(value)}`) },
    { weight: 1, arbitrary: short.map(([key, value]) => `${encode(key)}[a]=${encode(value)}`) },
    {
      weight: 1,
      arbitrary: short.map(([key, value]) => `${encode(key)}=${encode(value)}&${encode(key)}=1`),
    },
    { weight: 1, arbitrary: short.map(([key]) => encode(key)) },
  );
  return fc.array(piece, { maxLength: 5 }).map((pieces) => pieces.join('&'));
}

/** encodeURIComponent, except for text meant to arrive malformed ('%zz', lone surrogates). */
export function encode(text: string): string {
  if (/^%/.test(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * A value as text in a URL: a structured value (which a field with a plain name falls back to)
 * as its JSON, since String() cannot print an object made without a prototype.
 */
export function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? toJson(value) : String(value);
}

/** JSON text, with bigints written as the long number literals they stand for. */
export function toJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
