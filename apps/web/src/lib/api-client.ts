import { isDemoMode } from './data-mode.ts';

/** The only place that calls fetch. Errors arrive as ApiError carrying the server's problem+json. */
export interface ProblemField {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ProblemField[];

  constructor(status: number, code: string, detail: string, fields: ProblemField[] = []) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** the server could not be reached at all (offline, down, timed out) */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function queryStrings(query?: Query): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') strings[key] = String(value);
  }
  return strings;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (isDemoMode()) {
    // demo mode never reaches the server: the demo store answers, loaded only when used
    const { demoRequest } = await import('../demo/demo-client.ts');
    return (await demoRequest(method, path, queryStrings(options.query), options.body)) as T;
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(withQuery(`/api${path}`, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(
      timeout.aborted
        ? 'Connection timeout after 10 seconds'
        : 'Using offline mode - data will be stored locally',
    );
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const problem = (data ?? {}) as { code?: string; detail?: string; fields?: ProblemField[] };
    throw new ApiError(
      response.status,
      problem.code ?? 'error',
      problem.detail ?? response.statusText,
      problem.fields ?? [],
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, idempotencyKey?: string) =>
    request<T>('POST', path, { body, idempotencyKey: idempotencyKey ?? crypto.randomUUID() }),
  patch: <T>(path: string, body?: unknown) =>
    request<T>('PATCH', path, { body, idempotencyKey: crypto.randomUUID() }),
  put: <T>(path: string, body?: unknown) =>
    request<T>('PUT', path, { body, idempotencyKey: crypto.randomUUID() }),
  delete: <T>(path: string) => request<T>('DELETE', path, { idempotencyKey: crypto.randomUUID() }),
};

/** the message a person reads for a failed request */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return fallback;
}

/**
 * A multipart upload with its progress (fetch cannot report upload progress): POST to
 * /api{path}; onProgress gets 0..1 as the bytes go. Fails like `request` does.
 */
export function uploadFile<T>(
  path: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  if (isDemoMode()) return request<T>('POST', path, { body: {} });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      const problem = (data ?? {}) as { code?: string; detail?: string; fields?: ProblemField[] };
      reject(
        new ApiError(
          xhr.status,
          problem.code ?? 'error',
          problem.detail ?? xhr.statusText,
          problem.fields ?? [],
        ),
      );
    };
    xhr.onerror = () =>
      reject(new NetworkError('Using offline mode - data will be stored locally'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(formData);
  });
}
