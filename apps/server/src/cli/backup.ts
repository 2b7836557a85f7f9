import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { backup, restore, usage } from './backup-command.ts';
import { CliError } from './user-command.ts';

/** paths are meant from where `npm run` was typed, not from apps/server */
const fromCaller = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const [command, folder] = positionals;
  const config = loadConfig();
  if (command === 'backup') {
    const written = await backup(config, values.out && fromCaller(values.out), systemClock.now());
    console.log(`Backup written to ${written}`);
  } else if (command === 'restore' && folder) {
    const manifest = await restore(config, fromCaller(folder), systemClock.now());
    // the embedded database's folder is renamed aside; pg_restore --clean replaces the tables
    const before =
      manifest.database === 'pglite'
        ? 'The previous data was moved aside, not deleted.'
        : "The database's previous contents were replaced.";
    console.log(
      `Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.uploads} uploads). ${before}`,
    );
  } else {
    throw new CliError(usage);
  }
}

main().catch((error) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
});
