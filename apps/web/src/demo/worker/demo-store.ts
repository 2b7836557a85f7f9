/// <reference lib="webworker" />
import { DEMO_STORE } from './demo-protocol.ts';

/**
 * The demo's data directory as one value in IndexedDB (database `car_rental_admin_db_v1`,
 * the spec's storage key). PGlite runs in memory and the worker saves the whole directory
 * after each write: one read of one value at start is several times faster than PGlite's
 * IndexedDB file system, which reads hundreds of files one by one.
 */
const TABLE = 'pgdata';
const KEY = 'datadir';

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DEMO_STORE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;

function run<T>(mode: IDBTransactionMode, work: (table: IDBObjectStore) => IDBRequest<T>) {
  opened ??= openStore();
  return opened.then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(TABLE, mode);
        const request = work(transaction.objectStore(TABLE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

/** the saved data directory, or undefined on a first visit */
export async function loadDataDir(): Promise<Blob | undefined> {
  const value = await run('readonly', (table) => table.get(KEY));
  return value instanceof Blob ? value : undefined;
}

/** saves the data directory; resolves once IndexedDB has committed it */
export async function saveDataDir(data: Blob): Promise<void> {
  await run('readwrite', (table) => table.put(data, KEY));
}
