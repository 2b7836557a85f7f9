/**
 * Page load: Dashboard, Garage and Transaction history opened cold in Debian's Chromium
 * (the flags of playwright.config.ts) against the bench server, with the bench session.
 * Records the JavaScript bytes (gzip), the LCP, and the rows the API returned for the first
 * screen. Run by bench/run.ts; `npx tsx bench/page-load.ts --url ... --cookie ...` alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { argument, benchDir, rootDir } from './sizes.ts';

export interface PageLoad {
  screen: string;
  path: string;
  apiRows: number;
  apiRequests: number;
  /** each API answer of the first screen: path and rows */
  api: string[];
  lcpMs: number;
  jsGzipBytes: number;
}

const screens: [string, string][] = [
  ['Dashboard', '/'],
  ['Garage', '/garage'],
  ['Transaction history', '/history'],
];

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** builds the web app of this tree into bench/.data/web (once per bench run) */
export function buildWeb(): string {
  const outDir = join(benchDir, '.data', 'web');
  execFileSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('web build wrote no index.html');
  return outDir;
}

/** objects inside arrays, at any depth: the rows an answer carries */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) {
    return value.reduce<number>(
      (n, item) => n + (item && typeof item === 'object' ? 1 : 0) + rowsIn(item),
      0,
    );
  }
  if (value && typeof value === 'object') {
    return Object.values(value).reduce<number>((n, item) => n + rowsIn(item), 0);
  }
  return 0;
}

export async function pageLoad(url: string, cookie: string): Promise<PageLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  const [name, value] = cookie.split('=');
  const results: PageLoad[] = [];
  try {
    for (const [screen, path] of screens) {
      const context = await browser.newContext({ timezoneId: 'Africa/Algiers', locale: 'en-GB' });
      await context.addCookies([{ name: name!, value: value!, url }]);
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      let jsGzipBytes = 0;
      let apiRows = 0;
      let apiRequests = 0;
      const api: string[] = [];
      let lastResponse = Date.now();
      let measuring = true;
      page.on('response', (response) => {
        if (!measuring) return;
        lastResponse = Date.now();
        const type = response.headers()['content-type'] ?? '';
        const target = new URL(response.url());
        if (response.request().resourceType() === 'script') {
          pending.push(
            response
              .body()
              .then((body) => {
                jsGzipBytes += gzipSync(body).byteLength;
              })
              .catch(() => {}),
          );
        } else if (target.pathname.startsWith('/api/') && type.includes('json')) {
          apiRequests += 1;
          pending.push(
            response
              .json()
              .then((body: unknown) => {
                const rows = rowsIn(body);
                apiRows += rows;
                api.push(`${target.pathname}${target.search} ${response.status()}: ${rows}`);
              })
              .catch(() => {}),
          );
        }
      });
      await page.goto(`${url}${path}`, { waitUntil: 'load' });
      // the first screen is drawn once the network has been quiet for a second
      while (Date.now() - lastResponse < 1000) await page.waitForTimeout(100);
      const lcpMs = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? -1);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(-1), 2000);
          }),
      );
      await Promise.all(pending);
      measuring = false;
      results.push({
        screen,
        path,
        apiRows,
        apiRequests,
        api,
        lcpMs: Math.round(lcpMs),
        jsGzipBytes,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (process.argv[1]?.endsWith('page-load.ts')) {
  const url = argument('url');
  const cookie = argument('cookie');
  if (!url || !cookie)
    throw new Error('usage: page-load.ts --url http://127.0.0.1:PORT --cookie sid=...');
  console.log(await pageLoad(url, cookie));
}
