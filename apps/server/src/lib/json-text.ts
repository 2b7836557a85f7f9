import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * An answer the database wrote as JSON text (issue 30 §2): a list or a screen's answer built
 * by `json_build_object` / `json_agg` in the contract's field names and units, sent to the
 * socket as it is, never parsed or serialised again by the server. `T` is the route's answer
 * type: a read declares which answer its SQL writes, and the check below holds it to it.
 */
export class JsonText<T = unknown> {
  /** the answer's type, for the compiler only */
  declare readonly answer: T;

  #bytes?: Buffer;

  constructor(readonly text: string) {}

  /** the text as UTF-8, encoded at its first sending: an answer kept in memory is sent many times */
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.text);
    return this.#bytes;
  }

  /** the answer as a value, for a caller inside the server (a test, a document) */
  value(): T {
    return JSON.parse(this.text) as T;
  }
}

/**
 * A value the server built, written once as its route's answer: the bytes Fastify's
 * serializer sends for it (lib/serializer.ts writes what `z.encode` and `JSON.stringify`
 * write), for an answer kept in memory and sent many times. Zod alone: the demo's worker runs
 * this module in the browser.
 */
export function answerText<T>(schema: z.ZodType<T>, value: T): JsonText<T> {
  return new JsonText(JSON.stringify(z.encode(schema, value)));
}

/**
 * Why `text` is not exactly an answer of `schema`, or undefined when it is: it must parse,
 * and what the schema keeps of it, encoded back as JSON, must equal it (no field the
 * contract does not name, no value in another shape or unit). The test servers (and the
 * journeys' servers) run it on every JSON answer the database wrote; the demo's dispatcher
 * encodes through the schema anyway.
 */
export function answerMismatch(schema: z.ZodType, text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const again: unknown = JSON.parse(JSON.stringify(z.encode(schema, parsed.data)));
  if (isDeepStrictEqual(again, value)) return undefined;
  return `differs from its schema's parse: ${firstDifference(value, again) ?? '(order)'}`;
}

/** the path of the first value that differs, for the error's text */
function firstDifference(sent: unknown, kept: unknown, path = '$'): string | undefined {
  if (isDeepStrictEqual(sent, kept)) return undefined;
  if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    const keys = new Set([...Object.keys(sent), ...Object.keys(kept)]);
    for (const key of keys) {
      const found = firstDifference(
        (sent as Record<string, unknown>)[key],
        (kept as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${path}: sent ${JSON.stringify(sent)}, schema keeps ${JSON.stringify(kept)}`;
}
