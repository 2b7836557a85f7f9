import { MAX_AMOUNT } from '@car-rental/domain/money';
import fc from 'fast-check';
import { png } from '../test/png.ts';

/** the part of JSON Schema the OpenAPI document uses */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** SQL and HTML injection, the classics */
export const injections = [
  "' OR '1'='1",
  "'; DROP TABLE cars; --",
  '1; DELETE FROM fund_transactions WHERE true; --',
  "\\'; select pg_sleep(5); --",
  '%_%\\',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '$where',
  '__proto__',
];

const controlChars = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes));

/** long, strange and dangerous text */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...injections),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  controlChars,
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uFEFF', '\u202Eevil', '💥'.repeat(50), ' '),
  // issue 28: signatures whose PNG header says 8000 x 8000 px (256 MB once decoded), or one
  // pixel past the pad's 1600 x 800
  fc.constantFrom(
    ...[
      [8000, 8000],
      [1601, 800],
      [1600, 801],
    ].map(([w, h]) => `data:image/png;base64,${png(w, h).toString('base64')}`),
  ),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e%2f', '%C0%AF'),
  fc.constantFrom(10_001, 100_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-06-15T25:00:00Z',
    '1969-12-31T23:59:59.999Z',
    '2026-06-15',
  ),
);

/** numbers that are not amounts: negative, fractional, beyond safe integers, NaN (null in JSON) */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    10_000_000_000_000_000,
    // issue 28: at and past the business maximum of an amount, either way
    MAX_AMOUNT,
    MAX_AMOUNT + 1,
    -MAX_AMOUNT - 1,
  ),
  fc.double({ noDefaultInfinity: false }),
  fc.integer(),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', '$gt'), fc.string(), {
    maxKeys: 2,
  }),
);

/** a value of the schema's shape, as a well-meaning client would send it */
export function validish(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validish(s, ids)));
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.length > 1) return fc.oneof(...type.map((t) => validish({ ...schema, type: t }, ids)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -(2 ** 40)),
        max: Math.min(schema.maximum ?? 1_000_000_000, 2 ** 40),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
    case 'array':
      return fc.array(schema.items ? validish(schema.items, ids) : fc.string(), { maxLength: 3 });
    case 'object':
      return objectOf(schema, (s) => validish(s, ids));
    default:
      return validString(schema, ids);
  }
}

function validString(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids;
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2032-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // a pattern fast-check cannot generate from: plain text below
    }
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 30, 30),
  });
}

/** the object's properties, some missing, some extra */
function objectOf(
  schema: JsonSchema,
  field: (s: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = field(properties[key] as JsonSchema);
  return fc.record(model, { requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [] });
}

/** a value where each part may be valid, of the wrong type, or hostile */
export function hostileValue(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  // issue 28: every text field also gets its valid text with a NUL inside
  const nul =
    type.includes('string') && !schema.format && !schema.enum
      ? [validString(schema, ids).map(withNul)]
      : [];
  const nested =
    type.includes('object') && schema.properties
      ? [
          objectOf(schema, (s) => hostileValue(s, ids)).chain((value) =>
            fc
              .tuple(
                fc.subarray(Object.keys(value)),
                fc.dictionary(
                  fc.constantFrom('extra', '__proto__', 'isAdmin', 'id', 'source'),
                  wrongType,
                  {
                    maxKeys: 2,
                  },
                ),
              )
              .map(([dropped, extra]) => {
                const out: Record<string, unknown> = { ...extra, ...value };
                for (const key of dropped) delete out[key];
                return out;
              }),
          ),
        ]
      : [];
  return fc.oneof(
    { weight: 3, arbitrary: validish(schema, ids) },
    { weight: 2, arbitrary: wrongType },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber },
    ...nested.map((arbitrary) => ({ weight: 4, arbitrary })),
    ...nul.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}

/** bodies that are not JSON at all, or JSON a parser may choke on */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'nul',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '\u0000',
    '',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":"${'x'.repeat(1_100_000)}"}`,
    '{"amount": 1e999}',
    '{"amount": NaN}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const BOUNDARY = '----hostile7MA4YWxkTrZu0gW';
/** a whole multipart form with one file, as a browser sends it */
export const multipartForm = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="folder"',
  '',
  'cars',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="car.png"',
  'Content-Type: image/png',
  '',
  png(4, 4).toString('latin1'),
  `--${BOUNDARY}--`,
  '',
].join('\r\n');
export const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** multipart bodies a parser must refuse: no boundary, or cut anywhere before the closing one */
export const malformedMultipart: fc.Arbitrary<{ raw: string; type: string }> = fc.oneof(
  fc.constant({ raw: multipartForm, type: 'multipart/form-data' }),
  fc.constant({ raw: multipartForm, type: 'multipart/form-data; boundary=' }),
  fc
    .integer({ min: 0, max: multipartForm.length - `--${BOUNDARY}--\r\n`.length })
    .map((end) => ({ raw: multipartForm.slice(0, end), type: multipartType })),
);

/** one hostile request for an operation: path parameters, query, body and its content type */
export interface HostileRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: { raw: string; type: string } | undefined;
}

export interface OperationShape {
  pathParams: Record<string, JsonSchema>;
  queryParams: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  hasBody: boolean;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

export function hostileRequest(
  shape: OperationShape,
  ids: fc.Arbitrary<string>,
): fc.Arbitrary<HostileRequest> {
  const param = (schema: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: ids },
      { weight: 2, arbitrary: validish(schema, ids).map(asText) },
      { weight: 2, arbitrary: hostileString.map((s) => s.slice(0, 2000)) },
    );
  const params = fc.record(
    Object.fromEntries(Object.entries(shape.pathParams).map(([k, s]) => [k, param(s)])),
  );
  const query = fc.record(
    Object.fromEntries(
      Object.entries(shape.queryParams).map(([k, s]) => [
        k,
        fc
          .oneof(validish(s, ids).map(asText), hostileString, hostileNumber.map(String))
          .map((text) => text.slice(0, 2000)),
      ]),
    ),
    { requiredKeys: [] },
  );
  const json = (schema: JsonSchema) =>
    hostileValue(schema, ids).map((value) => ({
      raw: JSON.stringify(value) ?? 'null',
      type: 'application/json',
    }));
  const body: fc.Arbitrary<HostileRequest['body']> = fc.oneof(
    { weight: 6, arbitrary: json(shape.body ?? { type: 'object', properties: {} }) },
    { weight: 2, arbitrary: malformedJson.map((raw) => ({ raw, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=latin1',
          ),
          hostileString,
        )
        .map(([type, raw]) => ({ raw, type })),
    },
    // issue 28 §5: multipart without a boundary, or cut before its closing boundary
    { weight: 1, arbitrary: malformedMultipart },
    { weight: shape.hasBody ? 1 : 4, arbitrary: fc.constant(undefined) },
  );
  return fc.record({ params, query, body });
}

/** an operation of the OpenAPI document, with the shape of what it takes */
export interface OpenApiOperation {
  operationId: string;
  method: string;
  path: string;
  shape: OperationShape;
}

/** every operation of the server's OpenAPI document */
export async function openApiOperations(url: string): Promise<OpenApiOperation[]> {
  type Parameter = { in: string; name: string; schema: JsonSchema };
  type Op = {
    operationId?: string;
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  };
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Op>>;
  };
  const found: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.operationId) continue;
      const of = (where: string) =>
        Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]),
        );
      found.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        shape: {
          pathParams: of('path'),
          queryParams: of('query'),
          body: op.requestBody?.content?.['application/json']?.schema,
          hasBody: op.requestBody !== undefined,
        },
      });
    }
  }
  return found;
}

/** a field of a body: where it is (an array's element as index 0) and its schema */
export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

/** every leaf of a body schema that takes a string or a number, each union's branches too */
export function fieldsOf(schema: JsonSchema | undefined, path: (string | number)[] = []): Field[] {
  if (!schema) return [];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap((branch) => fieldsOf(branch, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const found: Field[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...fieldsOf(property, [...path, key]));
  }
  if (types.includes('array')) found.push(...fieldsOf(schema.items, [...path, 0]));
  if (types.some((type) => type === 'string' || type === 'integer' || type === 'number')) {
    found.push({ path, schema });
  }
  return found;
}

/** free text: a string that is not one of a list and has no format (id, date) */
export const isText = (field: Field) =>
  field.schema.type === 'string' && !field.schema.enum && !field.schema.format;

/** an amount held to the business maximum (a signed one either way) */
export const isAmount = (field: Field) =>
  field.schema.type === 'integer' && field.schema.maximum === MAX_AMOUNT;

/** the signature drawn on the pad: a PNG data URL */
export const isSignature = (field: Field) =>
  field.schema.type === 'string' && (field.schema.pattern ?? '').startsWith('^data:image\\/png');

/** the value at a path of a JSON value, or undefined */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** a copy of a JSON value with `replacement` at `path` (which must exist but for its leaf) */
export function withValueAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = withValueAt(copy[key!], rest, replacement);
  return copy;
}

/** a NUL character in the middle of a text (PostgreSQL keeps none, in text nor in jsonb) */
export const withNul = (text: string) => {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}\u0000${text.slice(at)}`;
};
