import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers' serializer (issue 13, item 3). Each route's answer schema of the contract is
 * turned once into JSON Schema (`z.toJSONSchema`, output side) and compiled by
 * fast-json-stringify, so an answer is written in one pass instead of being validated by
 * zod (`safeEncode`), copied and then `JSON.stringify`-ed. The contract stays the single
 * source: nothing here names a field.
 *
 * Only plain shapes are compiled: objects whose properties are all listed
 * (`additionalProperties: false`, so no field outside the contract is ever written), arrays
 * of one item schema, strings, numbers, integers, booleans, null, and `X | null`. For those,
 * fast-json-stringify writes the same bytes as `JSON.stringify(z.encode(schema, answer))`
 * (same key order: the schema's). Anything else falls back to fastify-type-provider-zod's
 * serializer, unchanged: unions that need runtime branching (fast-json-stringify would
 * validate each branch with Ajv on every answer), records and open objects, `$ref`s,
 * defaults, and whatever the JSON Schema conversion or fast-json-stringify refuses.
 *
 * What is given up on the compiled routes: zod no longer checks the handler's answer on the
 * way out. A value of the wrong type is coerced (fast-json-stringify's rules) rather than
 * refused with a 500; a missing required field still throws (500). The answer can only
 * ever carry the contract's fields.
 */

type Stringify = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** keywords that only validate: fast-json-stringify needs none of them to write a value */
const validationOnly = new Set([
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  // a literal: written from the value (like JSON.stringify), not from the constant
  'const',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);

class Unsupported extends Error {}

function typeOf(schema: JsonSchema, at: string): { type: string; nullable: boolean } {
  let type = schema.type;
  if (type === undefined && schema.const !== undefined) {
    // a literal without a type (e.g. null)
    const value = schema.const;
    type = value === null ? 'null' : typeof value;
  }
  if (typeof type === 'string') return { type, nullable: false };
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    const other = type.find((t) => t !== 'null');
    if (typeof other === 'string' && other !== 'null') return { type: other, nullable: true };
  }
  throw new Unsupported(`${at}: type ${JSON.stringify(type)}`);
}

/**
 * The JSON Schema of an answer reduced to what fast-json-stringify needs to write it, or
 * Unsupported when it is not a plain shape (see above).
 */
function plainSchema(schema: unknown, at = '#'): JsonSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Unsupported(`${at}: not a schema`);
  }
  const source = schema as JsonSchema;
  if (Array.isArray(source.anyOf)) {
    // `X | null`, as z.toJSONSchema writes a nullable object, array or formatted string
    const options = source.anyOf as JsonSchema[];
    const isNull = (option: JsonSchema) =>
      option.type === 'null' && Object.keys(option).length === 1;
    const rest = Object.keys(source).filter((key) => key !== 'anyOf' && !validationOnly.has(key));
    if (options.length !== 2 || options.filter(isNull).length !== 1 || rest.length > 0) {
      throw new Unsupported(`${at}: union`);
    }
    const other = options.find((option) => !isNull(option));
    const inner = plainSchema(other, `${at}/anyOf`);
    return { ...inner, nullable: true };
  }
  const { type, nullable } = typeOf(source, at);
  const result: JsonSchema = { type };
  if (nullable) result.nullable = true;
  for (const key of Object.keys(source)) {
    if (key === 'type' || validationOnly.has(key)) continue;
    if (key === '$schema' && at === '#') continue;
    if (type === 'object' && (key === 'properties' || key === 'required')) continue;
    if (type === 'object' && key === 'additionalProperties') continue;
    if (type === 'array' && key === 'items') continue;
    throw new Unsupported(`${at}: keyword ${key}`);
  }
  if (scalarTypes.has(type)) return result;
  if (type === 'array') {
    const items = source.items;
    if (typeof items !== 'object' || items === null || Array.isArray(items)) {
      throw new Unsupported(`${at}: array without one item schema`);
    }
    result.items = plainSchema(items, `${at}/items`);
    return result;
  }
  if (type === 'object') {
    if (source.additionalProperties !== false) {
      throw new Unsupported(`${at}: object with unlisted properties`);
    }
    const properties: Record<string, JsonSchema> = {};
    for (const [name, property] of Object.entries(
      (source.properties ?? {}) as Record<string, unknown>,
    )) {
      properties[name] = plainSchema(property, `${at}/properties/${name}`);
    }
    result.properties = properties;
    result.additionalProperties = false;
    if (Array.isArray(source.required) && source.required.length > 0) {
      result.required = [...source.required];
    }
    return result;
  }
  throw new Unsupported(`${at}: type ${type}`);
}

export type CompiledAnswer =
  | { compiled: true; stringify: Stringify; jsonSchema: JsonSchema }
  | { compiled: false; reason: string };

const compiledAnswers = new WeakMap<z.ZodType, CompiledAnswer>();

/**
 * An answer schema compiled by fast-json-stringify, or why it is not (then the zod
 * serializer writes it). Compiled once per schema: several routes share one answer.
 */
export function compileAnswer(schema: z.ZodType): CompiledAnswer {
  const known = compiledAnswers.get(schema);
  if (known) return known;
  let answer: CompiledAnswer;
  try {
    const jsonSchema = plainSchema(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }),
    );
    const stringify = fastJson(jsonSchema as { type: 'object' }) as Stringify;
    answer = { compiled: true, stringify, jsonSchema };
  } catch (error) {
    answer = { compiled: false, reason: error instanceof Error ? error.message : String(error) };
  }
  compiledAnswers.set(schema, answer);
  return answer;
}

type RouteSchema = z.ZodType | { properties: z.ZodType };

function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    const { properties } = schema as { properties: unknown };
    if (properties instanceof z.ZodType) return properties;
  }
  return undefined;
}

/** Fastify's serializer compiler: compiled answers where they are plain, zod elsewhere */
export const answerSerializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  const schema = zodSchemaOf(route.schema);
  const answer = schema ? compileAnswer(schema) : undefined;
  return answer?.compiled ? answer.stringify : zodSerializerCompiler(route);
};
