import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'directory-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's directory lock", () => {
  it('refuses a second holder in this process, and is free again once released', async () => {
    const dir = fresh();
    const release = acquireDirectoryLock(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    await release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    await acquireDirectoryLock(dir)();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = fresh();
    // no process has this pid (above the kernel's largest)
    writeFileSync(join(dir, 'server.lock'), '4194305');
    const release = acquireDirectoryLock(dir);
    await release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('keeps no exit listener for a lock released (a process opens many directories)', async () => {
    const before = process.listenerCount('exit');
    for (let i = 0; i < 20; i++) await acquireDirectoryLock(fresh())();
    expect(process.listenerCount('exit')).toBe(before);
  });
});
