import { ApiError } from '../lib/api-client.ts';
import { createDemoServer, DemoProblem, type DemoServer } from './demo-server.ts';

let server: DemoServer | undefined;

/** answers an API request from the demo store in this browser, as the server would */
export async function demoRequest(
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  server ??= createDemoServer(localStorage, () => new Date(), Math.random);
  try {
    return await server.handle(method, path, query, body);
  } catch (error) {
    if (error instanceof DemoProblem) {
      throw new ApiError(error.status, error.code, error.detail, error.fields ?? []);
    }
    throw error;
  }
}
