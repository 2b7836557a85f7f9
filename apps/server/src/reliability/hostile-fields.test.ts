import { DELAY_AFTER_FAILURES } from '@car-rental/domain/auth/sign-in-throttle';
import { renderMessage } from '@car-rental/domain/messages';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from '@car-rental/domain/money';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../db/schema.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { snapshot } from './db-snapshot.ts';
import { reportFigure } from './figures.ts';
import {
  type Field,
  fieldsOf,
  hostileRequest,
  isAmount,
  isSignature,
  isText,
  malformedMultipart,
  multipartForm,
  multipartType,
  type OpenApiOperation,
  openApiOperations,
  valueAt,
  withNul,
  withValueAt,
} from './hostile-arbitraries.ts';
import { type FullRequest, fullRequests, signatureOf } from './hostile-bodies.ts';
import { publicMutations } from './mutation-cases.ts';

/**
 * Issue 28, the hostile-input suite's walks: every field of every route body in turn, the
 * rest of the body valid. A NUL in each text field; each amount past the business maximum
 * (refused, naming the field) and at it; each signature one pixel past the pad's bound and
 * far past it; malformed multipart sent to every route that takes a body; parallel bursts of
 * sign-ins at one account. Never a 500; a refusal is problem+json and leaves the database as
 * it was. Each walk is deterministic: its count is the number of fields, whatever the level.
 */
const counters = ['idempotency_keys', 'sign_in_throttles', 'rate_limit_hits', 'sessions'];

let server: TestServer;
let client: Client;
let operations: OpenApiOperation[] = [];
const figures = { sent: 0, fiveHundreds: 0 };
beforeAll(async () => {
  // the test client is the proxy: each sign-in names its own address
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  client = await server.signedIn();
  operations = await openApiOperations(server.url);
});
afterAll(() => server.close());

const ctx = () => ({ server, client });
const byId = (operationId: string) => operations.find((op) => op.operationId === operationId)!;
const key = (path: readonly (string | number)[]) => path.join('.');

/** the operations with a JSON body and their fields matching `kind`, one per path */
function fieldsWhere(kind: (field: Field) => boolean) {
  return operations
    .filter((op) => op.shape.body)
    .map((op) => {
      const found = new Map<string, Field>();
      for (const field of fieldsOf(op.shape.body).filter(kind)) found.set(key(field.path), field);
      return { op, fields: [...found.values()] };
    })
    .filter(({ fields }) => fields.length > 0);
}

let address = 0;
async function send(op: OpenApiOperation, path: string, body: string, type = 'application/json') {
  const headers: Record<string, string> = {
    'content-type': type,
    // a failed sign-in is counted per address: each one comes from its own
    'x-forwarded-for': `198.51.100.${address++ % 250}`,
  };
  // a sign-in with the session's cookie would end that session: the public routes go without
  if (client.cookie && !publicMutations.has(op.operationId)) headers.cookie = client.cookie;
  const response = await fetch(`${server.url}${path}`, { method: op.method, headers, body });
  const text = await response.text();
  figures.sent++;
  if (response.status >= 500) figures.fiveHundreds++;
  const what = `${op.method} ${op.path} ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  const problem = response.status >= 400 ? JSON.parse(text) : undefined;
  if (problem) {
    expect(response.headers.get('content-type'), what).toContain('application/problem+json');
    expect(problem, what).toMatchObject({ status: response.status, code: expect.any(String) });
  }
  return { status: response.status, problem, what };
}

const build = (op: OpenApiOperation): Promise<FullRequest> => {
  const builder = fullRequests[op.operationId];
  if (!builder) throw new Error(`no full request for ${op.operationId} in hostile-bodies.ts`);
  return builder(ctx());
};
const state = () => snapshot(server.database.db, counters);

/**
 * Sends each variant of an operation's full request; a refused one must leave the database
 * as it was. An accepted one (a variant a route may take) is built again for the next. Last,
 * the full request itself is sent: taken when the builder says so, which shows that each
 * refusal above was its variant's own.
 */
async function walk(
  op: OpenApiOperation,
  variants: { field: Field; value: (current: unknown) => unknown }[],
  check: (result: Awaited<ReturnType<typeof send>>, field: Field) => void,
) {
  let request = await build(op);
  let before = await state();
  const outcomes = { refused: 0, accepted: 0 };
  for (const { field, value } of variants) {
    const current = valueAt(request.body, field.path);
    expect(current, `${op.operationId}: no value at ${key(field.path)}`).not.toBeUndefined();
    const body = withValueAt(request.body, field.path, value(current));
    const result = await send(op, request.path, JSON.stringify(body));
    check(result, field);
    if (result.status >= 400) {
      outcomes.refused++;
      expect(await state(), result.what).toEqual(before);
    } else {
      outcomes.accepted++;
      request = await build(op);
      before = await state();
    }
  }
  const whole = await send(op, request.path, JSON.stringify(request.body));
  if (request.accepted) expect(whole.status, whole.what).toBeLessThan(300);
  return outcomes;
}

describe('every field of every route body', () => {
  it('has a full request that fills each text, amount and signature field', () => {
    const missing: string[] = [];
    for (const { op } of fieldsWhere((f) => isText(f) || isAmount(f) || isSignature(f))) {
      if (!fullRequests[op.operationId]) missing.push(op.operationId);
    }
    expect(missing).toEqual([]);
  });

  it('holds every number a request takes to the business maximum', () => {
    const past: string[] = [];
    for (const op of operations) {
      const numbers = [
        ...fieldsOf(op.shape.body).map((f) => [`body.${key(f.path)}`, f.schema] as const),
        ...Object.entries(op.shape.queryParams).map(([name, s]) => [`query.${name}`, s] as const),
      ].filter(([, s]) => s.type === 'integer' || s.type === 'number');
      for (const [where, s] of numbers) {
        if (!(typeof s.maximum === 'number' && s.maximum <= MAX_AMOUNT)) {
          past.push(`${op.operationId} ${where} (maximum ${s.maximum})`);
        }
      }
    }
    expect(past).toEqual([]);
  });

  it('refuses a NUL in any text field: never 500, nothing changed', async () => {
    const seen = { fields: 0, named: 0, byTheDatabase: 0, accepted: [] as string[] };
    for (const { op, fields } of fieldsWhere(isText)) {
      await walk(
        op,
        fields.map((field) => ({ field, value: (current) => withNul(String(current)) })),
        (result, field) => {
          seen.fields++;
          const named = result.problem?.fields?.some(
            (f: { path: string }) => f.path === `body.${key(field.path)}`,
          );
          if (named) seen.named++;
          else if (result.status === 400) seen.byTheDatabase++;
          if (result.status < 400) seen.accepted.push(`${op.operationId} ${key(field.path)}`);
        },
      );
    }
    expect(seen.fields).toBeGreaterThan(80);
    reportFigure(
      'hostile-input',
      `NUL in each of ${seen.fields} text fields: ${seen.named} refused by the schema on their field, ${seen.byTheDatabase} by the database (400, 'A value is not valid.'), ${seen.accepted.length} taken (${seen.accepted.join(', ')}: kept only as a hash), the others refused otherwise (401, 409), 0 answers 500, every refusal with the database unchanged`,
    );
  }, 600_000);

  it('refuses each amount past the business maximum naming it, and answers one at it', async () => {
    const seen = { fields: 0, atMaxTaken: 0, atMaxRefused: 0 };
    for (const { op, fields } of fieldsWhere(isAmount)) {
      const past = fields.flatMap((field) =>
        [
          MAX_AMOUNT + 1,
          Number.MAX_SAFE_INTEGER,
          ...(field.schema.minimum === -MAX_AMOUNT ? [-MAX_AMOUNT - 1] : []),
        ].map((amount) => ({ field, value: () => amount })),
      );
      await walk(op, past, (result, field) => {
        expect(result.status, result.what).toBe(400);
        expect(result.problem.fields, result.what).toContainEqual({
          path: `body.${key(field.path)}`,
          message: renderMessage(AMOUNT_TOO_LARGE),
          key: AMOUNT_TOO_LARGE,
        });
      });
      seen.fields += fields.length;
      // at the maximum (and its opposite, for a signed one): each on a request of its own
      for (const field of fields) {
        for (const amount of [
          MAX_AMOUNT,
          ...(field.schema.minimum === -MAX_AMOUNT ? [-MAX_AMOUNT] : []),
        ]) {
          const outcomes = await walk(op, [{ field, value: () => amount }], () => {});
          seen.atMaxTaken += outcomes.accepted;
          seen.atMaxRefused += outcomes.refused;
        }
      }
    }
    expect(seen.fields).toBeGreaterThanOrEqual(19);
    reportFigure(
      'hostile-input',
      `each of ${seen.fields} amount fields past the business maximum refused on its field with nothing changed; at it ${seen.atMaxTaken} taken, ${seen.atMaxRefused} refused as a total past it, 0 answers 500`,
    );
  }, 600_000);

  it('refuses a signature past the pad (1600 x 800 px) by its header, takes one at it', async () => {
    const fields = fieldsWhere(isSignature);
    expect(fields.map(({ op }) => op.operationId).sort()).toEqual(['checkOutRental', 'returnCar']);
    let refused = 0;
    for (const { op, fields: signatures } of fields) {
      const past = signatures.flatMap((field) =>
        [
          [1601, 800],
          [1600, 801],
          [8000, 8000],
        ].map(([w, h]) => ({ field, value: () => signatureOf(w!, h!) })),
      );
      await walk(op, past, (result, field) => {
        refused++;
        expect(result.problem?.fields, result.what).toContainEqual({
          path: `body.${key(field.path)}`,
          message: 'The signature image is too large',
          key: 'fields.signatureTooLarge',
        });
      });
      for (const field of signatures) {
        const outcomes = await walk(op, [{ field, value: () => signatureOf(1600, 800) }], () => {});
        expect(outcomes).toEqual({ refused: 0, accepted: 1 });
      }
    }
    reportFigure(
      'hostile-input',
      `${refused} signatures past the pad's 1600 x 800 px (1601 x 800, 1600 x 801, 8000 x 8000) refused on check-out and check-in with nothing written; 1600 x 800 taken`,
    );
  }, 120_000);
});

describe('malformed multipart on every route that takes a body', () => {
  it('answers 4xx problem+json, never 500, and changes nothing', async () => {
    const withBody = operations.filter((op) => op.shape.hasBody);
    const closing = multipartForm.lastIndexOf('--\r\n');
    const bodies = [
      { raw: multipartForm, type: 'multipart/form-data' },
      { raw: multipartForm.slice(0, closing - 20), type: multipartType },
      { raw: multipartForm.slice(0, 90), type: multipartType },
    ];
    const id = '00000000-0000-4000-8000-000000000000';
    const before = await state();
    let sent = 0;
    for (const op of withBody) {
      const path = op.path.replace(/\{\w+\}/g, id);
      for (const { raw, type } of bodies) {
        const result = await send(op, path, raw, type);
        expect(result.status, result.what).toBeGreaterThanOrEqual(400);
        sent++;
      }
    }
    // the upload route itself, cut at 60 places between its first byte and its closing boundary
    const upload = byId('uploadImage');
    await fc.assert(
      fc.asyncProperty(malformedMultipart, async ({ raw, type }) => {
        const result = await send(upload, upload.path, raw, type);
        expect(result.status, result.what).toBe(400);
        sent++;
      }),
      { numRuns: 60 },
    );
    expect(await state()).toEqual(before);
    reportFigure(
      'hostile-input',
      `malformed multipart (no boundary, cut before its closing boundary): ${sent} sent to ${withBody.length} routes, every one 4xx problem+json, 0 answers 500, nothing written`,
    );
  }, 120_000);
});

describe('parallel sign-in bursts', () => {
  async function newAccount() {
    const email = `burst-${Date.now().toString(36)}@example.test`;
    const res = await client.post('/api/auth/users', {
      email,
      password: 'burst-password',
      displayName: 'Burst',
    });
    expect(res.status).toBe(201);
    return { email, id: res.body.user.id as string };
  }
  const signIn = (identifier: string, password: string) =>
    send(byId('signIn'), '/api/auth/sign-in', JSON.stringify({ identifier, password }));
  const failures = async (throttleKey: string) =>
    (
      await server.database.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, throttleKey))
    )[0]?.failures;

  it('holds the throttle against 20 parallel wrong passwords then the right one, counted one by one', async () => {
    const account = await newAccount();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(account.email, 'wrong-password')),
    );
    const tally = (statuses: number[]) => {
      const counts: Record<number, number> = {};
      for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    };
    // exactly the throttle's allowance reached the password check, every other try waits
    expect(tally(burst.map((r) => r.status))).toEqual({
      401: DELAY_AFTER_FAILURES,
      429: 20 - DELAY_AFTER_FAILURES,
    });
    expect(await failures(`account:${account.id}`)).toBe(DELAY_AFTER_FAILURES);
    const right = await signIn(account.email, 'burst-password');
    expect(right.status).toBe(429);
    expect(right.problem.code).toBe('sign_in_delayed');
    expect(await failures(`account:${account.id}`)).toBe(DELAY_AFTER_FAILURES);
    // a burst of hostile sign-ins at once: refused, never a 500
    const hostile = fc.sample(hostileRequest(byId('signIn').shape, fc.constant(account.id)), {
      numRuns: 40,
      seed: 28,
    });
    await Promise.all(
      hostile.map((request) =>
        send(
          byId('signIn'),
          '/api/auth/sign-in',
          request.body?.raw ?? '',
          request.body?.type ?? 'application/json',
        ),
      ),
    );
    reportFigure(
      'sign-in throttle',
      `20 parallel wrong passwords at one account then the right one: ${DELAY_AFTER_FAILURES} reached the password check, 15 and the right one waited (429), ${DELAY_AFTER_FAILURES} failures counted; 40 hostile sign-ins at once, 0 answers 500`,
    );
  });
});

afterAll(() => {
  reportFigure(
    'hostile-input',
    `field walks: ${figures.sent} requests, ${figures.fiveHundreds} answers 500`,
  );
});
