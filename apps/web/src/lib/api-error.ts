/**
 * What a failed request throws (lib/api-client.ts, and the demo's client, which answers in
 * the browser): ApiError carries the server's problem+json, NetworkError no answer at all.
 */
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
