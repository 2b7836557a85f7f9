import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another server process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR. ' +
        'Two processes on one embedded database would corrupt it.',
    );
    this.name = 'DirectoryLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, so we do: an exclusive lock file holding our pid.
 * A lock left by a dead process (crash, SIGKILL) is taken over.
 * Returns the function that releases it.
 */
export function acquireDirectoryLock(dir: string): () => Promise<void> {
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const unlink = () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      // a lock left at exit is removed; a released one stops listening (a process that opens
      // and closes many directories, as the tests do, keeps no listener per directory)
      const atExit = () => {
        if (!released) unlink();
      };
      process.once('exit', atExit);
      const release = async () => {
        if (released) return;
        released = true;
        process.removeListener('exit', atExit);
        unlink();
      };
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryLockedError(dir, pid);
      }
      if (pid === process.pid) throw new DirectoryLockedError(dir, pid);
      unlinkSync(path); // stale lock of a dead process
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
