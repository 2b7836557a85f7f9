import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GCProfiler } from 'node:v8';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import type { ContractPdfOptions } from '../../modules/contracts/contract-document.ts';
import { renderContractPdf, renderReceiptPdf } from '../../modules/contracts/contract-pdf.ts';
import { invoicePdf } from '../../modules/invoices/invoice-pdf.ts';
import {
  type DocumentImages,
  largestContract,
  largestInvoice,
  largestReceipt,
} from './largest-documents.ts';
import { nodeFonts } from './node-fonts.ts';

/**
 * Run by render-heap.test.ts, alone in a process (node --expose-gc --max-old-space-size=200):
 * renders one document at its largest in English and in French beside Arabic, and prints what
 * each render cost, one JSON line. A render's heap is V8's used heap plus its external memory
 * (Buffers, where PDFKit decodes images), at its peak: read from V8's GC profile just before
 * each collection during the render and after it, less what was held before it. Its resident
 * memory (the peak during the render less what the process held before) counts everything
 * else too (zlib, the fonts' native parts).
 */
const [kind, dir] = process.argv.slice(2) as ['contract' | 'receipt' | 'invoice', string];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const images: DocumentImages = {
  signature: await readFile(join(dir, 'signature.txt'), 'utf8'),
  thumbnail: new Uint8Array(await readFile(join(dir, 'thumbnail.jpg'))),
  logo: new Uint8Array(await readFile(join(dir, 'logo.png'))),
};

function render(language: DocumentLanguage, document = kind, small = false) {
  const options: ContractPdfOptions = {
    timeZone: 'Africa/Algiers',
    fonts: nodeFonts,
    language,
    readThumbnail: async () => images.thumbnail,
    readLogo: async () => images.logo,
  };
  if (document === 'invoice') {
    return invoicePdf(largestInvoice(), { ...options, readImage: async () => images.logo });
  }
  const doc = document === 'contract' ? largestContract(images) : largestReceipt(images);
  const smallDoc = {
    ...doc,
    termsText: '',
    checkOut: { ...doc.checkOut, marks: [], accessories: [], photos: [] },
  };
  return (document === 'contract' ? renderContractPdf : renderReceiptPdf)(
    small ? smallDoc : doc,
    options,
  );
}

const MB = 1024 * 1024;
const external = () => process.memoryUsage().external;
/** collected, and given back: Buffers and zlib's memory are freed by finalizers after a collection */
async function settle() {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// the fonts and the code, once: a server has them loaded before its first document
await render('fr+ar', kind, true);
await render('en', kind, true);

/**
 * The peak resident memory since the last reset: Linux's high-water mark, which writing 5 to
 * clear_refs sets back to the present; elsewhere the process's peak (an upper bound then)
 */
const resetPeak = () => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not Linux: the peak of the whole process stands
  }
};
const peakRss = () => {
  const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return (found ? Number(found[1]) : process.resourceUsage().maxRSS) * 1024;
};
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

const renders: { language: string; ms: number; heapMb: number; rssMb: number; bytes: number }[] =
  [];
// English, and French beside Arabic (both scripts, shaped and right to left, on one page)
for (const language of ['en', 'fr+ar'] as const) {
  await settle();
  const rssBefore = process.memoryUsage().rss;
  resetPeak();
  const base = process.memoryUsage().heapUsed + external();
  const profiler = new GCProfiler();
  profiler.start();
  const started = performance.now();
  const bytes = await render(language);
  const ms = performance.now() - started;
  const after = process.memoryUsage().heapUsed + external();
  const profile = profiler.stop();
  const beforeEach = (profile?.statistics ?? []).map(
    (s) => s.beforeGC.heapStatistics.usedHeapSize + s.beforeGC.heapStatistics.externalMemory,
  );
  const peak = Math.max(after, ...beforeEach);
  renders.push({
    language,
    ms: Math.round(ms),
    heapMb: mb(peak - base),
    rssMb: mb(peakRss() - rssBefore),
    bytes: bytes.length,
  });
}
console.log(JSON.stringify({ kind, renders }));
