import type { Availability, PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import type {
  BookingRequestBody,
  PublicBookingRequest,
} from '@car-rental/domain/contract/booking-requests';

/**
 * The booking page's requests: the public routes of decisions 0048, by fetch alone (no
 * schema library in the page: the server checks every body).
 */

/** a field of a refusal (problem+json): its path ('body.phone') and message key */
export interface RefusedField {
  path: string;
  key?: string;
  values?: Record<string, string | number>;
}

/** a refusal (its status and problem+json), or no answer (status 0) */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: string | undefined,
    readonly values: Record<string, string | number>,
    readonly fields: RefusedField[],
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

/** a request's answer: its status and its body read as JSON (null when none or not JSON) */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * How the page's requests reach a server: fetch, to the server that served the page. The
 * demo's page (apps/web/src/demo/demo-book-page.tsx, in the staff app's bundle) answers them
 * from the demo's worker instead; it rejects when no answer came.
 */
export type Transport = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Answer>;

const fetchTransport: Transport = async (method, path, body) => {
  // a GET sends no header of its own: book.html preloads the page's settings, and the
  // preload is used only by a request like it
  const response = await fetch(
    `/api${path}`,
    body === undefined
      ? { method }
      : body instanceof FormData
        ? // the browser writes the multipart type with its boundary
          { method, body }
        : {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
};

let transport: Transport = fetchTransport;

/** the demo's page sends the requests through the demo's worker (null: fetch again) */
export function setTransport(next: Transport | null) {
  transport = next ?? fetchTransport;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let answer: Answer;
  try {
    answer = await transport(method, path, body);
  } catch {
    throw new Refusal(0, 'network', undefined, {}, []);
  }
  const parsed = answer.body;
  if (answer.status < 200 || answer.status >= 300) {
    const problem = (parsed && typeof parsed === 'object' ? parsed : {}) as {
      code?: string;
      key?: string;
      values?: Record<string, string | number>;
      fields?: RefusedField[];
    };
    throw new Refusal(
      answer.status,
      problem.code ?? 'error',
      problem.key,
      problem.values ?? {},
      Array.isArray(problem.fields) ? problem.fields : [],
    );
  }
  return parsed as T;
}

export const bookApi = {
  page: () => call<PublicBookingPage>('GET', '/public/booking-page'),
  availability: (start: string, end: string) =>
    call<Availability>(
      'GET',
      `/public/availability?${new URLSearchParams({ start, end }).toString()}`,
    ),
  request: (body: BookingRequestBody) =>
    call<{ token: string; request: PublicBookingRequest }>(
      'POST',
      '/public/booking-requests',
      body,
    ),
  status: (token: string) =>
    call<PublicBookingRequest>('GET', `/public/booking-requests/${encodeURIComponent(token)}`),
  /** the photo of the driving licence, after the request: one image in the field `file` */
  licencePhoto: (token: string, photo: File) => {
    const form = new FormData();
    form.append('file', photo);
    return call<PublicBookingRequest>(
      'POST',
      `/public/booking-requests/${encodeURIComponent(token)}/licence-photo`,
      form,
    );
  },
  cancel: (token: string) =>
    call<PublicBookingRequest>(
      'POST',
      `/public/booking-requests/${encodeURIComponent(token)}/cancel`,
    ),
};
