/**
 * What a failed request throws (lib/api-client.ts, and the demo's client, which answers in
 * the browser): ApiError carries the server's problem+json, NetworkError no answer at all.
 */
export type MessageValues = Record<string, string | number>;

/** a field of a refusal: its English words, and the key and values the web translates */
export interface ProblemField {
  path: string;
  message: string;
  key?: string;
  values?: MessageValues;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ProblemField[];
  /** the refusal's message key and values (issue 29 §2); absent when the framework worded it */
  readonly key: string | undefined;
  readonly values: MessageValues;

  constructor(
    status: number,
    code: string,
    detail: string,
    fields: ProblemField[] = [],
    said: { key?: string | undefined; values?: MessageValues | undefined } = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.key = said.key;
    this.values = said.values ?? {};
  }
}

/** the problem+json body of a refusal, as the server and the demo's worker send it */
interface ProblemBody {
  code?: string;
  detail?: string;
  key?: string;
  values?: MessageValues;
  fields?: ProblemField[];
}

/** the ApiError of a refusal's status and body (anything that is not problem+json reads 'error') */
export function apiErrorOf(status: number, body: unknown, statusText = 'error'): ApiError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as ProblemBody;
  return new ApiError(
    status,
    problem.code ?? 'error',
    problem.detail ?? statusText,
    Array.isArray(problem.fields) ? problem.fields : [],
    { key: problem.key, values: problem.values },
  );
}

/** the server could not be reached at all (offline, down, timed out) */
export class NetworkError extends Error {
  /** 'timeout': no answer in time; 'offline': no connection to the server at all */
  readonly reason: 'offline' | 'timeout';
  /** a timeout's length, and whether it was a read (issue 16: the message is re-read in the screen's language) */
  readonly seconds: number | undefined;
  readonly read: boolean;

  constructor(
    message: string,
    reason: 'offline' | 'timeout' = 'offline',
    timeout: { seconds?: number; read?: boolean } = {},
  ) {
    super(message);
    this.name = 'NetworkError';
    this.reason = reason;
    this.seconds = timeout.seconds;
    this.read = timeout.read ?? false;
  }
}
