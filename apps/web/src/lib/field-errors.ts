import { ApiError } from './api-client.ts';

/** the server's per-field messages ('body.businessEmail' -> businessEmail), shown as they are */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const field of error.fields) {
      const name = field.path.replace(/^body\./, '');
      errors[name] ??= field.message;
    }
  }
  return errors;
}
