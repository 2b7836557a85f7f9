import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { catalogueModel } from '../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { databaseName, FULL, reportFigure, scaled } from './figures.ts';
import { checkLedger } from './ledger-checks.ts';
import { kindsRun, ledgerActionKinds, ledgerCommands, type Real } from './ledger-commands.ts';
import { emptyLedger } from './ledger-model.ts';

/**
 * Issue 6 §2, a ledger that never drifts: random sequences of every money action through
 * the HTTP API, against a plain in-memory model, with the invariants checked after each.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const TARGET_ACTIONS = scaled(10_000, 400, 2_000);

let server: TestServer;
let api: Client;
let catalogue: { brandId: string; modelId: string };
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  catalogue = await catalogueModel(server.database.db);
});
afterAll(() => server.close());

/** empties the business tables (row by row, so summary triggers keep up) for a new sequence */
async function resetBusiness(db: Db): Promise<void> {
  for (const table of [
    'rental_charges',
    'rentals',
    'sales',
    'fund_transactions',
    'cars',
    'suppliers',
    'audit_log',
    'idempotency_keys',
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
}

describe('the ledger (model-based, through HTTP)', () => {
  it(`keeps fund, suppliers and history equal to the model over ${TARGET_ACTIONS} actions`, async () => {
    let actions = 0;
    let sequences = 0;
    const real: Real = {
      api,
      advanceClock: (ms) => server.clock.advance(ms),
      brandId: catalogue.brandId,
      modelId: catalogue.modelId,
      actions: 0,
      historyChanged: false,
      verify: (m, r) => checkLedger(m, api, server.database.db, r.historyChanged),
    };
    const started = Date.now();
    const kinds = ledgerActionKinds();
    const notRunYet = () => kinds.filter((kind) => !kindsRun.has(kind));
    // a reliability run goes on past its count until every kind of action has run (at most
    // three times the count: then the check below names the kinds never reached)
    const more = () =>
      actions < TARGET_ACTIONS || (FULL && notRunYet().length > 0 && actions < 3 * TARGET_ACTIONS);
    while (more()) {
      await fc.assert(
        fc.asyncProperty(fc.commands(ledgerCommands(), { maxCommands: 100 }), async (commands) => {
          await resetBusiness(server.database.db);
          server.clock.set(T0);
          real.actions = 0;
          const model = emptyLedger(T0.getTime());
          await fc.asyncModelRun(() => ({ model, real }), commands);
          // the deep check once more at the end of every sequence
          await checkLedger(model, api, server.database.db, true);
          actions += real.actions;
          sequences++;
        }),
        { numRuns: 10 },
      );
    }
    expect(actions).toBeGreaterThanOrEqual(TARGET_ACTIONS);
    // a reliability run, bounded or full, has run every kind of action at least once
    if (FULL) expect(notRunYet()).toEqual([]);
    const seconds = Math.round((Date.now() - started) / 1000);
    reportFigure(
      'ledger',
      `${actions} actions of ${kindsRun.size} of ${kinds.length} kinds in ${sequences} random sequences on ${databaseName()}, 0 drifts (${seconds} s)`,
    );
  }, 3_600_000);
});
