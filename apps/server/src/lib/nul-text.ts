import { NUL_MESSAGE, withoutNul } from '@car-rental/domain/contract/common';
import { fieldRefusal } from '@car-rental/domain/errors';
import type { FastifyRequest } from 'fastify';

/**
 * the path of the first string holding \u0000 in a parsed JSON body (a key too), or undefined;
 * walked with a stack, not recursion, so that a deeply nested body cannot overflow it
 */
function nulPath(body: unknown): string | undefined {
  const stack: [unknown, string][] = [[body, 'body']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!withoutNul(value)) return path;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        if (!withoutNul(key)) return `${path}.${key}`;
        stack.push([inner, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Issue 28 §4: PostgreSQL stores no \u0000 (in text nor in jsonb) and its refusal answered
 * 'details.valueNotValid' without the field (only the texts stored as JSON refused it in
 * their schemas). One preValidation hook of the API refuses any
 * string of a request's body holding it (anywhere, keys too) with 400 naming the field's
 * path and the schemas' words (NUL_MESSAGE), as the schemas name theirs ('body.accessories.0'),
 * before anything is read or written.
 */
export async function refuseNulText(request: FastifyRequest): Promise<void> {
  const path = nulPath(request.body);
  if (path) {
    throw fieldRefusal('validation_failed', path, NUL_MESSAGE);
  }
}
