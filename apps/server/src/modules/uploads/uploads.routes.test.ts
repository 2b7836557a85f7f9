import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { MAX_IMAGE_BYTES } from '@car-rental/domain/uploads/validate-image-file';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../lib/problem.ts';
import { png as tinyPng } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { registerUploadFiles } from './uploads.routes.ts';

function form(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([bytes], { type }), name);
  return body;
}

const storedNames = () => [...server.storage.files.keys()];

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

describe('POST /api/uploads (uploadImage)', () => {
  it('needs a session', async () => {
    const res = await server
      .anonymous()
      .post('/api/uploads', form(tinyPng(), 'a.png', 'image/png'));
    expect(res.status).toBe(401);
    expect(storedNames()).toEqual([]);
  });

  it('stores WebP copies under a generated name and answers the large copy url and path', async () => {
    const png = tinyPng(40, 30);
    const res = await client.post(
      '/api/uploads',
      form(png, 'My Car.png', 'image/png', { folder: 'cars' }),
    );
    expect(res.status).toBe(201);
    const name = res.body.url.replace('/uploads/', '');
    expect(name).toMatch(/^cars-[0-9a-f-]{36}\.webp$/);
    expect(res.body).toEqual({ url: `/uploads/${name}`, path: `cars/${name}` });
    const large = await sharp(server.storage.files.get(name)!).metadata();
    const small = await sharp(
      server.storage.files.get(name.replace('.webp', '-320.webp'))!,
    ).metadata();
    // a small image is never enlarged
    expect([large.format, large.width, large.height]).toEqual(['webp', 40, 30]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 40, 30]);
    // the original is not kept unless Settings asks
    expect(storedNames().filter((stored) => stored.includes('-original.'))).toEqual([]);
  });

  it('names the file by its bytes, not by what the client says', async () => {
    const res = await client.post('/api/uploads', form(tinyPng(), 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^cars\/cars-[0-9a-f-]{36}\.webp$/);
  });

  it('never uses a path-traversal file name', async () => {
    const before = storedNames().length;
    const res = await client.post(
      '/api/uploads',
      form(tinyPng(), '../../etc/passwd.png', 'image/png'),
    );
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/cars-[0-9a-f-]{36}\.webp$/);
    expect(storedNames()).toHaveLength(before + 2);
    expect(storedNames().every((n) => /^cars-[0-9a-f-]{36}(-320)?\.webp$/.test(n))).toBe(true);
  });

  it('refuses an HTML file named .jpg', async () => {
    const before = storedNames().length;
    const html = Buffer.from('<!DOCTYPE html><script>alert(1)</script>');
    const res = await client.post('/api/uploads', form(html, 'car.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'unsupported_file',
      detail: 'File must be an image (JPEG, PNG, WebP supported)',
    });
    expect(storedNames()).toHaveLength(before);
  });

  it('names the supported formats for another image type', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
    const res = await client.post('/api/uploads', form(gif, 'car.gif', 'image/gif'));
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe('Supported formats: JPEG, PNG, WebP');
  });

  it('refuses over-large pixel dimensions', async () => {
    const res = await client.post(
      '/api/uploads',
      form(tinyPng(30_000, 10), 'wide.png', 'image/png'),
    );
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe('Image dimensions are too large');
  });

  it('takes exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const exact = Buffer.alloc(MAX_IMAGE_BYTES);
    tinyPng().copy(exact);
    expect((await client.post('/api/uploads', form(exact, 'big.png', 'image/png'))).status).toBe(
      201,
    );
    const before = storedNames().length;
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    tinyPng().copy(over);
    const res = await client.post('/api/uploads', form(over, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'file_too_large',
      detail: 'File size must be less than 5MB',
    });
    expect(storedNames()).toHaveLength(before);
  });

  it('answers 400 without a file, for an empty file, or for another folder', async () => {
    const onlyFolder = new FormData();
    onlyFolder.append('folder', 'cars');
    const none = await client.post('/api/uploads', onlyFolder);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('validation_failed');
    expect((await client.post('/api/uploads', { file: 'x' })).status).toBe(400);
    expect(
      (await client.post('/api/uploads', form(new Uint8Array(), 'a.png', 'image/png'))).status,
    ).toBe(400);
    const folder = await client.post(
      '/api/uploads',
      form(tinyPng(), 'a.png', 'image/png', { folder: '../x' }),
    );
    expect(folder.status).toBe(400);
    expect(folder.body.fields).toMatchObject([
      { path: 'body.folder', message: "Folder must be 'cars', 'customers' or 'inspections'" },
    ]);
  });

  it('answers 400 problem+json for a malformed multipart body (no boundary, cut short), storing nothing', async () => {
    const whole = new Response(form(tinyPng(), 'a.png', 'image/png', { folder: 'cars' }));
    const type = whole.headers.get('content-type')!;
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const closing = new TextEncoder().encode('--\r\n').length;
    const before = storedNames().length;
    for (const [what, contentType, body] of [
      ['no boundary', 'multipart/form-data', bytes],
      ['an empty boundary', 'multipart/form-data; boundary=', bytes],
      // the file whole, then the body ends before the closing boundary
      ['cut before its closing boundary', type, bytes.subarray(0, bytes.length - closing - 40)],
      ['cut inside the file', type, bytes.subarray(0, bytes.length - 90)],
      ['cut inside the part headers', type, bytes.subarray(0, 60)],
    ] as const) {
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { cookie: client.cookie!, 'content-type': contentType },
        body: body,
      });
      const text = await res.text();
      expect(res.status, `${what}: ${text}`).toBe(400);
      expect(res.headers.get('content-type'), what).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(text), what).toMatchObject({ status: 400, code: expect.any(String) });
    }
    expect(storedNames()).toHaveLength(before);
    // the server still takes a whole one
    expect((await client.post('/api/uploads', form(tinyPng(), 'a.png', 'image/png'))).status).toBe(
      201,
    );
  });
});

describe('screen copies of a phone photo (issue 17)', () => {
  /** a 2000 x 1500 photo taken sideways (EXIF orientation 6), with the phone's make and GPS */
  async function phonePhoto() {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 50 };
    return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#888', noise } })
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 45/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  }

  it('turns it upright, strips EXIF and GPS, and stores 1280 px and 320 px WebP copies', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await client.post('/api/uploads', form(photo, 'IMG_0001.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const name = res.body.url.replace('/uploads/', '');
    const copies = [name, name.replace('.webp', '-320.webp')].map((copy) => {
      const bytes = server.storage.files.get(copy);
      expect(bytes, copy).toBeDefined();
      return Buffer.from(bytes!);
    });
    const [large, small] = await Promise.all(copies.map((bytes) => sharp(bytes).metadata()));
    // upright: the sideways 2000 x 1500 is 1500 x 2000, then fitted in 1280 and 320
    expect([large?.format, large?.width, large?.height]).toEqual(['webp', 960, 1280]);
    expect([small?.format, small?.width, small?.height]).toEqual(['webp', 240, 320]);
    for (const [index, meta] of [large, small].entries()) {
      expect(meta?.exif, `copy ${index}`).toBeUndefined();
      expect(meta?.orientation, `copy ${index}`).toBeUndefined();
      expect(copies[index]?.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    // the phone's 1.5 MB is a few hundred kB at most on screens
    expect(copies[1]!.length).toBeLessThan(60_000);
    expect(copies[0]!.length).toBeLessThan(photo.length);
    expect(storedNames().filter((stored) => stored.includes('-original.'))).toEqual([]);
  });

  it('keeps the original only when Settings asks, and never serves it', async () => {
    const photo = await phonePhoto();
    const owner = client;
    expect((await owner.put('/api/settings/documents', { keepOriginalPhotos: true })).body).toEqual(
      { bilingual: false, keepOriginalPhotos: true },
    );
    const kept = await client.post('/api/uploads', form(photo, 'IMG_0002.jpg', 'image/jpeg'));
    expect(kept.status).toBe(201);
    const original = kept.body.url.replace('/uploads/', '').replace('.webp', '-original.jpg');
    expect(Buffer.from(server.storage.files.get(original)!)).toEqual(photo);
    const res = await server.anonymous().get(`/uploads/${original}`);
    expect(res.status).toBe(404);
    expect((await server.anonymous().get(kept.body.url)).status).toBe(200);
    await owner.put('/api/settings/documents', { keepOriginalPhotos: false });
    const plain = await client.post('/api/uploads', form(photo, 'IMG_0003.jpg', 'image/jpeg'));
    const none = plain.body.url.replace('/uploads/', '').replace('.webp', '-original.jpg');
    expect(server.storage.files.has(none)).toBe(false);
  });

  it('refuses a file whose header is an image but whose pixels do not decode, storing nothing', async () => {
    const before = storedNames().length;
    const broken = Buffer.concat([tinyPng(64, 64).subarray(0, 40), Buffer.alloc(200)]);
    const res = await client.post('/api/uploads', form(broken, 'broken.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_file');
    expect(storedNames()).toHaveLength(before);
  });
});

describe('GET /uploads/:name (registerUploadFiles)', () => {
  let files: ReturnType<typeof Fastify>;
  let base: string;
  beforeAll(async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    registerUploadFiles(app, { storage: server.storage });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    files = app as unknown as ReturnType<typeof Fastify>;
  });
  afterAll(() => files.close());

  it('serves an uploaded image and its small copy with their type and long cache headers, without a session', async () => {
    const png = tinyPng();
    const { url } = (await client.post('/api/uploads', form(png, 'a.png', 'image/png'))).body;
    for (const served of [url, smallImageUrl(url)]) {
      const res = await fetch(`${base}${served}`);
      expect(res.status, served).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const stored = server.storage.files.get(served.replace('/uploads/', ''))!;
      expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(stored));
    }
  });

  it("serves a customer's document to signed-in staff only, never at /uploads", async () => {
    const png = tinyPng();
    const uploaded = await client.post(
      '/api/uploads',
      form(png, 'licence.png', 'image/png', { folder: 'customers' }),
    );
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.url as string;
    expect(url).toMatch(/^\/api\/customer-documents\/customers-[0-9a-f-]{36}\.webp$/);
    const name = url.slice('/api/customer-documents/'.length);
    expect((await fetch(`${base}/uploads/${name}`)).status).toBe(404);
    expect((await server.anonymous().get(url)).status).toBe(401);
    const agent = await server.signedInAs('agent', 'doc-reader');
    for (const copy of [url, smallImageUrl(url)!]) {
      const served = await fetch(`${server.url}${copy}`, {
        headers: { cookie: agent.cookie ?? '' },
      });
      expect(served.status, copy).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      const stored = server.storage.files.get(copy.slice('/api/customer-documents/'.length))!;
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(stored));
      expect((await fetch(`${base}/uploads/${copy.split('/').pop()}`)).status).toBe(404);
    }
    // a car image is not served as a document; a missing one is a 404
    const car = (await client.post('/api/uploads', form(png, 'a.png', 'image/png'))).body;
    const asDocument = car.url.replace('/uploads/', '/api/customer-documents/');
    expect((await client.get(asDocument)).status).toBe(404);
    expect(
      (
        await client.get(
          '/api/customer-documents/customers-00000000-0000-4000-8000-000000000000.png',
        )
      ).status,
    ).toBe(404);
    // a customer keeps it; a car image URL is not a document
    const saved = await client.post('/api/customers', { fullName: 'Doc Holder', documents: [url] });
    expect(saved.status).toBe(201);
    expect(saved.body.documents).toEqual([url]);
    const refused = await client.post('/api/customers', {
      fullName: 'Doc Holder 2',
      documents: [car.url],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'A document must be an image uploaded to the customers folder',
    );
  });

  it('answers a problem 404 for a missing or unsafe name', async () => {
    for (const name of [
      'cars-00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await fetch(`${base}/uploads/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
