import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { nodeFonts } from './node-fonts.ts';
import { PdfText } from './text.ts';

const run = promisify(execFile);

/** one page with `lines` drawn through PdfText on `fonts`, read back with pdftotext */
async function printed(fonts: Awaited<ReturnType<typeof nodeFonts.load>>, lines: string[]) {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const text = new PdfText(doc, fonts);
  for (const [i, line] of lines.entries()) text.draw(line, 50, 100 + 30 * i, { size: 14 });
  doc.end();
  await done;
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const path = join(dir, 'page.pdf');
    await writeFile(path, Buffer.concat(chunks));
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the text layer of a printed document (what copy, search and a reader get)', () => {
  it('keeps a letter that an earlier document drew only inside another (Ö holds O)', async () => {
    // the fonts are parsed once per set of files and shared by the process's documents: a
    // set of its own here, so that no earlier test has met O already
    const fonts = { ...(await nodeFonts.load()) };
    // the first document of the process draws Ö and … (made of O and of three periods)
    expect(await printed(fonts, ['Özil …'])).toContain('Özil …');
    // every later one still says O and . where it draws them
    const later = await printed(fonts, ['RENTAL INVOICE', 'karim@example.dz', 'Other: 1.500']);
    expect(later).toContain('RENTAL INVOICE');
    expect(later).toContain('karim@example.dz');
    expect(later).toContain('Other: 1.500');
  });
});
