// Creates (anew) the PostgreSQL database named by the URL in argv[2], so that an e2e server
// starts on an empty database. Used only when the tests run with DATABASE_URL.
import pg from 'pg';

const target = new URL(process.argv[2]);
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();
