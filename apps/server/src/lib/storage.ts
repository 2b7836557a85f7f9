import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded images live. Local disk here; an S3-compatible store is the scale-out path. */
export interface Storage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | undefined>;
  /** every stored name (only safe ones), in no particular order: what a backup copies */
  list(): AsyncIterable<string>;
}

/** the names a storage writes, reads and lists: no folders, no `..`, no leading dot */
export const safeName = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

export function diskStorage(dir: string): Storage {
  return {
    async put(name, bytes) {
      if (!safeName.test(name)) throw new Error(`unsafe storage name ${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      if (!safeName.test(name)) return undefined;
      try {
        return await readFile(join(dir, name));
      } catch {
        return undefined;
      }
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.isFile() && safeName.test(entry.name)) yield entry.name;
      }
    },
  };
}

export function memoryStorage(): Storage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(name, bytes) {
      files.set(name, bytes);
    },
    async get(name) {
      return files.get(name);
    },
    async *list() {
      for (const name of [...files.keys()]) if (safeName.test(name)) yield name;
    },
  };
}
