import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PDF's text as poppler reads it back (pdftotext -layout, as a person copying it would
 * get it): one string per page, runs of spaces made one. Tests only: poppler-utils is
 * installed on the machines that run them.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const path = join(dir, 'file.pdf');
    await writeFile(path, bytes);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']);
    return stdout
      .split('\f')
      .slice(0, -1)
      .map((page) => page.replace(/[ \t\u00a0]+/g, ' '));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
