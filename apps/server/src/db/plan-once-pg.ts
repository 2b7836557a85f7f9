import pg from 'pg';
import { StatementNames } from './statement-names.ts';

/** one name per SQL text for the whole process: each pooled connection prepares it once */
const names = new StatementNames();

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A node-postgres client that sends every data statement as a named (protocol-level)
 * prepared statement. node-postgres parses a named statement once per connection and from
 * then on sends only Bind and Execute; PostgreSQL keeps its plan (docs/decisions/0003).
 * Drizzle builds the same text for the same query, with every value as a parameter.
 */
export class PlanOnceClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query;
PlanOnceClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (config !== null && typeof config === 'object') {
    const query = config as QueryConfig;
    if (typeof query.text === 'string' && query.name === undefined && query.submit === undefined) {
      const name = names.nameOf(query.text);
      if (name) config = { ...query, name };
    }
  }
  return (plainQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof plainQuery;
