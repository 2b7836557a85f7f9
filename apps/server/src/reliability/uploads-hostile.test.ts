import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegHeader } from '@car-rental/domain/uploads/image-bytes.fixture';
import { MAX_IMAGE_BYTES } from '@car-rental/domain/uploads/validate-image-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../lib/storage.ts';
import { DA, economyCar, setPriceList } from '../modules/pricing/pricing.fixtures.ts';
import { insertCar } from '../test/fixtures.ts';
import { imageForm, png } from '../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { reportFigure } from './figures.ts';

/** Issue 6 §6: hostile uploads are refused with the spec's words; names are the server's */
let server: TestServer;
let client: Client;
let refused = 0;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(async () => {
  await server.close();
  reportFigure(
    'uploads',
    `${refused} hostile uploads refused (HTML as .jpg, 2 polyglots, 5 MB + 1 byte, a sixth image, 30,000 x 30,000 px, multipart without a boundary or cut short; the same at the booking page's public licence photo, signed out), path-traversal names never used, 0 stored`,
  );
});

const stored = () => [...server.storage.files.keys()];
const serverName =
  /^cars-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-320)?\.webp$/;
const notAnImage = 'File must be an image (JPEG, PNG, WebP supported)';

async function expectRefused(form: FormData, status: number, detail: string) {
  const before = stored();
  const res = await client.post('/api/uploads', form);
  refused++;
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body.detail).toBe(detail);
  expect(stored()).toEqual(before);
}

describe('hostile uploads', () => {
  it('refuses an HTML page named .jpg', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script>');
    await expectRefused(imageForm(html, 'car.jpg', 'image/jpeg'), 415, notAnImage);
  });

  it('refuses polyglots: real image headers carrying HTML or script', async () => {
    const jpegWithScript = Buffer.concat([
      Buffer.from(jpegHeader(640, 480)),
      Buffer.from('<script>fetch("/api/fund")</script>'),
    ]);
    await expectRefused(imageForm(jpegWithScript, 'car.jpg', 'image/jpeg'), 415, notAnImage);
    const pngWithHtml = png(2, 2, Buffer.from('Comment\0<html><body onload=alert(1)>'));
    await expectRefused(imageForm(pngWithHtml, 'car.png'), 415, notAnImage);
  });

  it('refuses 5 MB + 1 byte, and takes exactly 5 MB', async () => {
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png().copy(over);
    await expectRefused(imageForm(over, 'big.png'), 413, 'File size must be less than 5MB');
    const exact = Buffer.alloc(MAX_IMAGE_BYTES);
    png().copy(exact);
    expect((await client.post('/api/uploads', imageForm(exact, 'big.png'))).status).toBe(201);
  });

  it('refuses an image of 30,000 x 30,000 pixels by its header, before decoding anything', async () => {
    await expectRefused(
      imageForm(png(30_000, 30_000), 'huge.png'),
      415,
      'Image dimensions are too large',
    );
  });

  it('refuses a multipart body without a boundary or cut before its closing boundary (400, not 500)', async () => {
    const whole = new Response(imageForm(png(4, 4), 'car.png'));
    const type = whole.headers.get('content-type')!;
    const bytes = new Uint8Array(await whole.arrayBuffer());
    for (const [contentType, body] of [
      ['multipart/form-data', bytes],
      [type, bytes.subarray(0, bytes.length - 10)],
    ] as const) {
      const before = stored();
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { cookie: client.cookie!, 'content-type': contentType },
        body,
      });
      refused++;
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { detail: string }).detail).toBe(
        'The upload is not a complete multipart form',
      );
      expect(stored()).toEqual(before);
    }
  });

  it('refuses a sixth image on a car', async () => {
    const car = await insertCar(server.database.db);
    const images: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/uploads', imageForm(png(i + 1, 1), `p${i}.png`));
      images.push(res.body.url);
    }
    expect((await client.patch(`/api/cars/${car.id}`, { images })).status).toBe(200);
    const sixth = (await client.post('/api/uploads', imageForm(png(9, 9), 'p6.png'))).body.url;
    const res = await client.patch(`/api/cars/${car.id}`, { images: [...images, sixth] });
    refused++;
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'too_many_images',
      detail: 'A car can have at most 5 images.',
    });
    expect((await client.get(`/api/cars/${car.id}`)).body.images).toEqual(images);
  });

  it('never uses the file name: a path-traversal name is stored under a name the server made', async () => {
    for (const name of ['../../etc/passwd.png', '..\\..\\boot.ini', '/tmp/x.png', 'a\0.png.html']) {
      const res = await client.post('/api/uploads', imageForm(png(), name));
      expect(res.status).toBe(201);
      expect(res.body.path).toMatch(/^cars\/cars-[0-9a-f-]{36}\.webp$/);
    }
    expect(stored().every((name) => serverName.test(name))).toBe(true);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fserver.lock', 'cars-x.png%00.html']) {
      expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(404);
    }
    // the disk store itself refuses a name that could leave its folder
    const dir = mkdtempSync(join(tmpdir(), 'uploads-'));
    const disk = diskStorage(dir);
    await expect(disk.put('../escape.png', png())).rejects.toThrow(/unsafe/);
    expect(await disk.get('../../etc/passwd')).toBeUndefined();
    expect(readdirSync(join(dir, '..')).includes('escape.png')).toBe(false);
  });
});

/**
 * Issue 34 (decision 0048): the booking page's licence photo is an upload anyone with a
 * request's link may send, signed out: the same checks refuse the same files, nothing stored
 */
describe("hostile uploads at the booking page's licence photo (signed out)", () => {
  let token: string;
  beforeAll(async () => {
    const owner = client;
    await setPriceList(owner);
    const page = {
      enabled: true,
      categories: ['economy'],
      minNoticeHours: 2,
      maxDays: 21,
      holdHours: 2,
      address: 'Alger',
      hours: '8 h – 19 h',
      terms: '',
    };
    expect((await owner.put('/api/booking-page/settings', page)).status).toBe(200);
    const car = await economyCar(owner, server.database.db);
    const start = new Date(server.clock.now().getTime() + 3 * 86_400_000);
    const made = await server.anonymous().post('/api/public/booking-requests', {
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
      modelId: car.modelId,
      dailyRate: DA(5_000),
      name: 'Yasmine Haddad',
      phone: '+213 661 00 0001',
      email: 'yasmine@example.dz',
      licenceNumber: 'HOSTILE-1',
      licenceIssuedOn: '2015-04-02',
      language: 'fr',
      acceptTerms: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    token = made.body.token;
  });

  async function expectPhotoRefused(form: FormData, status: number, detail: string) {
    const before = stored();
    const res = await server
      .anonymous()
      .post(`/api/public/booking-requests/${token}/licence-photo`, form);
    refused++;
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.detail).toBe(detail);
    expect(stored()).toEqual(before);
  }

  it('refuses HTML as .jpg, a polyglot, 5 MB + 1 byte and 30,000 x 30,000 px', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script>');
    await expectPhotoRefused(imageForm(html, 'permis.jpg', 'image/jpeg'), 415, notAnImage);
    const jpegWithScript = Buffer.concat([
      Buffer.from(jpegHeader(640, 480)),
      Buffer.from('<script>fetch("/api/fund")</script>'),
    ]);
    await expectPhotoRefused(
      imageForm(jpegWithScript, 'permis.jpg', 'image/jpeg'),
      415,
      notAnImage,
    );
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png().copy(over);
    await expectPhotoRefused(imageForm(over, 'big.png'), 413, 'File size must be less than 5MB');
    await expectPhotoRefused(
      imageForm(png(30_000, 30_000), 'huge.png'),
      415,
      'Image dimensions are too large',
    );
  });

  it('stores a path-traversal name under a private name the server made, never served at /uploads', async () => {
    const before = stored();
    const res = await server
      .anonymous()
      .post(
        `/api/public/booking-requests/${token}/licence-photo`,
        imageForm(png(), '../../etc/passwd.png'),
      );
    expect(res.status).toBe(200);
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);
    for (const name of added) {
      expect(name).toMatch(/^customers-[0-9a-f-]{36}(-320)?\.webp$/);
      expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(404);
    }
  });
});
