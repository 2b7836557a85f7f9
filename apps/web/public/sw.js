/**
 * Keeps the app shell so that the page opens without the server (the offline fallback):
 * index.html network-first with the cached copy as fallback, the built assets (hashed names,
 * never changing) cache-first. Never touches /api: the data comes from the app's own
 * persisted query cache and its queue of writes.
 */
const CACHE = 'car-rental-shell-v1';
const SHELL = '/index.html';
const MAX_PRECACHE = 300;

/** 'assets/x.js', '/assets/x.css' and, inside a chunk, './x.js' */
const ASSET_REF = /["'`(](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css|woff2?|svg|png|webp))["'`)]/g;

/** index.html and every asset it reaches (route chunks included), fetched once at install */
async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('/', { cache: 'no-store' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(SHELL, page);
  const seen = new Set();
  const waiting = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
  while (waiting.length > 0 && seen.size < MAX_PRECACHE) {
    const name = waiting.shift();
    // the demo's worker (the server's code and PGlite) is fetched by whoever opens the demo,
    // and kept then (cache-first below), never by every visit of the sign-in page
    if (seen.has(name) || name.startsWith('demo-worker')) continue;
    seen.add(name);
    const url = `/assets/${name}`;
    const response = await fetch(url);
    if (!response.ok) continue;
    if (/\.(js|css)$/.test(name)) {
      const text = await response.clone().text();
      for (const match of text.matchAll(ASSET_REF)) waiting.push(match[1]);
    }
    await cache.put(url, response);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    precache()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // the customers' booking page (book.html) is not the app shell: never kept in its place
  if (url.pathname === '/book' || url.pathname.startsWith('/book/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
