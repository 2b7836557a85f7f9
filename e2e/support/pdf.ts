import { execFile } from 'node:child_process';
import { copyFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';

const run = promisify(execFile);

/**
 * Downloads a PDF a page links to, reads its text (pdftotext -layout) and pictures its
 * first page (pdftoppm) beside it in the test's artefacts.
 */
export async function readPdf(request: APIRequestContext, href: string, path: string) {
  const res = await request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await writeFile(path, await res.body());
  return readSavedPdf(path);
}

/** the same for a PDF the page saved (a download), copied to `path` in the artefacts */
export async function readPdfFile(saved: string, path: string) {
  await copyFile(saved, path);
  return readSavedPdf(path);
}

async function readSavedPdf(path: string) {
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  const picture = path.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, picture]);
  expect((await stat(`${picture}-1.png`)).size).toBeGreaterThan(10_000);
  return stdout;
}
