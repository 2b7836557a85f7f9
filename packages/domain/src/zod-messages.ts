import { z } from 'zod';
import { fieldMessage, type MessageKey, type MessageValues } from './messages.ts';

/**
 * Issue 29 §2: zod's own issues (a field missing, a text too long, not a number...) read as
 * a generic key of the catalogue with the issue's own values, instead of zod's English
 * sentence; a schema's own message (a key already) is kept. Installed once for every
 * schema (zod's global configuration), on the server and in the browser alike.
 */
type Issue = z.core.$ZodRawIssue;

/** a limit as a value: a number as it is, a bigint or a date as text */
function limit(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const listOrigins = new Set(['array', 'set', 'map', 'file', 'tuple']);

function expected(issue: Issue & { expected?: unknown }): MessageKey {
  if (issue.input === undefined) return 'fields.required';
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return 'fields.expectedNumber';
    case 'string':
      return 'fields.expectedText';
    case 'boolean':
      return 'fields.expectedBoolean';
    case 'array':
    case 'set':
    case 'tuple':
      return 'fields.expectedList';
    default:
      return 'fields.invalidType';
  }
}

function tooSmall(issue: {
  origin?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
  exact?: boolean;
}): [MessageKey, MessageValues] {
  const min = limit(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return ['fields.exactLength', { count: Number(min) }];
    return min === 1 ? ['fields.required', {}] : ['fields.tooShort', { min }];
  }
  if (listOrigins.has(String(issue.origin))) return ['fields.tooFewItems', { min }];
  return [issue.inclusive === false ? 'fields.tooSmallExclusive' : 'fields.tooSmall', { min }];
}

function tooBig(issue: {
  origin?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  exact?: boolean;
}): [MessageKey, MessageValues] {
  const max = limit(issue.maximum);
  if (issue.origin === 'string') {
    if (issue.exact) return ['fields.exactLength', { count: Number(max) }];
    return ['fields.tooLong', { max }];
  }
  if (listOrigins.has(String(issue.origin))) return ['fields.tooManyItems', { max }];
  return [issue.inclusive === false ? 'fields.tooBigExclusive' : 'fields.tooBig', { max }];
}

const formats: Record<string, MessageKey> = {
  uuid: 'fields.invalidId',
  guid: 'fields.invalidId',
  email: 'fields.invalidEmailAddress',
  url: 'fields.invalidUrl',
  datetime: 'fields.invalidDateTime',
  date: 'fields.invalidDate',
  time: 'fields.invalidTime',
};

/** the key and values of one of zod's own issues */
export function issueMessage(issue: Issue): [MessageKey, MessageValues] {
  switch (issue.code) {
    case 'invalid_type':
      return [expected(issue), {}];
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return [formats[String(issue.format)] ?? 'fields.invalidFormat', {}];
    case 'invalid_value':
      return ['fields.invalidOption', {}];
    case 'not_multiple_of':
      return ['fields.notMultipleOf', { divisor: limit(issue.divisor) }];
    case 'unrecognized_keys':
      return ['fields.unknownField', { keys: issue.keys.map((key) => `"${key}"`).join(', ') }];
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return ['fields.invalidInput', {}];
    default:
      return ['fields.invalidValue', {}];
  }
}

z.config({ customError: (issue) => fieldMessage(...issueMessage(issue)) });
