/**
 * `npm run user -- add --email x --password y --name "Z" [--username u]`: adds a staff
 * account from the command line (also `disable` / `enable --email x`).
 */
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/create-db.ts';
import { DirectoryLockedError } from '../db/directory-lock.ts';
import { CliError, parseUserCommand, runUserCommand } from './user-command.ts';

async function main(): Promise<number> {
  let database: Database | undefined;
  try {
    const command = parseUserCommand(process.argv.slice(2));
    const config = loadConfig();
    try {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    } catch (error) {
      if (error instanceof DirectoryLockedError) {
        throw new CliError(
          `Cannot open the database: the server is running on ${config.dataDir}.\n` +
            'Stop the server first and run this command again, or sign in and add the ' +
            'account from the app.\n' +
            `(${error.message})`,
        );
      }
      throw error;
    }
    console.log(await runUserCommand(database.db, command));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.close();
  }
}

main().then((code) => process.exit(code));
