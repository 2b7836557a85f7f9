/**
 * `npm run bench:contract` (issue 15's bounds): uploads 8 phone photos of about 5 MB
 * (8 megapixels), checks a rental out with them, then prints its contract. Measures the
 * check-out after the uploads, the contract PDF's size and its render time, each beside the
 * floor (an authenticated GET of the contract's JSON, measured in the same run), on PGlite
 * or on PostgreSQL with DATABASE_URL. Writes bench/results/<date>-contract-<database>.json.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { insertCar } from '../apps/server/src/test/fixtures.ts';
import { startTestServer } from '../apps/server/src/test/test-server.ts';
import { rootDir } from './sizes.ts';

const PHOTOS = 8;
const RUNS = 5;

/** a photo as a phone takes it: 3264 x 2448, detailed enough to weigh about 5 MB */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [3264, 2448];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

async function main() {
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startTestServer({ now: new Date() });
  const api = await server.signedIn();
  const signature = `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

  const photos = await Promise.all(Array.from({ length: PHOTOS }, phonePhoto));
  const uploads: number[] = [];
  const urls: string[] = [];
  for (const photo of photos) {
    const form = new FormData();
    form.append('folder', 'inspections');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const { ms, value } = await timed(() => api.post('/api/uploads', form));
    if (value.status !== 201) throw new Error(`upload: ${JSON.stringify(value.body)}`);
    uploads.push(ms);
    urls.push(value.body.url);
  }

  const checkOuts: number[] = [];
  const pdfs: { ms: number; bytes: number }[] = [];
  const floors: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const car = await insertCar(server.database.db, { mileageKm: 20_000, dailyRate: 500_000 });
    const now = server.clock.now();
    const rented = await api.post(`/api/cars/${car.id}/rent`, {
      start: now.toISOString(),
      end: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
      customer: {
        name: `Bench ${run}`,
        contact: '0555 00 00 00',
        email: 'bench@example.test',
        license: `B-${run}`,
      },
    });
    const rentalId = rented.body.rental.id as string;
    const out = await timed(() =>
      api.post(`/api/rentals/${rentalId}/check-out`, {
        odometerKm: 20_000,
        inspection: {
          fuelEighths: 8,
          marks: [{ id: 'a', view: 'left', x: 0.3, y: 0.5, type: 'scratch', note: 'door' }],
          accessories: [{ key: 'jack', label: 'Jack', present: true }],
          photos: urls,
          signature,
        },
        deposit: { amount: 2_000_000, method: 'cash' },
      }),
    );
    if (out.value.status !== 200) throw new Error(`check-out: ${JSON.stringify(out.value.body)}`);
    checkOuts.push(out.ms);
    const pdf = await timed(() => api.request('GET', `/api/rentals/${rentalId}/contract.pdf`));
    if (pdf.value.status !== 200) throw new Error('contract.pdf');
    pdfs.push({ ms: pdf.ms, bytes: Number(pdf.value.headers.get('content-length') ?? 0) });
    floors.push((await timed(() => api.get(`/api/rentals/${rentalId}/contract`))).ms);
  }
  await server.close();

  const result = {
    date: new Date().toISOString(),
    database,
    photoBytes: photos.map((photo) => photo.length),
    uploadMs: median(uploads),
    checkOutMs: median(checkOuts),
    pdfMs: median(pdfs.map((pdf) => pdf.ms)),
    pdfBytes: Math.max(...pdfs.map((pdf) => pdf.bytes)),
    floorMs: median(floors),
    bounds: {
      checkOutUnder3s: median(checkOuts) < 3000,
      pdfUnder2MB: Math.max(...pdfs.map((pdf) => pdf.bytes)) < 2_000_000,
      pdfUnder1s: median(pdfs.map((pdf) => pdf.ms)) < 1000,
    },
  };
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
  console.log(
    `photos: ${PHOTOS} x ${mb(median(result.photoBytes))} MB, upload ${result.uploadMs.toFixed(0)} ms each (median)`,
  );
  console.log(
    `check-out with ${PHOTOS} photos: ${result.checkOutMs.toFixed(0)} ms (${(result.checkOutMs / result.floorMs).toFixed(1)}x the floor of ${result.floorMs.toFixed(1)} ms); bound 3,000 ms: ${result.bounds.checkOutUnder3s ? 'met' : 'missed'}`,
  );
  console.log(
    `contract PDF: ${mb(result.pdfBytes)} MB, rendered in ${result.pdfMs.toFixed(0)} ms (${(result.pdfMs / result.floorMs).toFixed(1)}x the floor); bounds 2 MB / 1,000 ms: ${result.bounds.pdfUnder2MB && result.bounds.pdfUnder1s ? 'met' : 'missed'}`,
  );
  if (!process.argv.includes('--no-write')) {
    const file = join(
      rootDir,
      'bench',
      'results',
      `${result.date.slice(0, 10)}-contract-${database}.json`,
    );
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${file}`);
  }
  if (!Object.values(result.bounds).every(Boolean)) process.exitCode = 1;
}

await main();
