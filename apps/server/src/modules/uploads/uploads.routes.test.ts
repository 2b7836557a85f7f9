import { MAX_IMAGE_BYTES } from '@car-rental/domain/uploads/validate-image-file';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
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

  it('stores a real PNG under a generated name and answers its url and path', async () => {
    const png = tinyPng();
    const res = await client.post(
      '/api/uploads',
      form(png, 'My Car.png', 'image/png', { folder: 'cars' }),
    );
    expect(res.status).toBe(201);
    const name = res.body.url.replace('/uploads/', '');
    expect(name).toMatch(/^cars-[0-9a-f-]{36}\.png$/);
    expect(res.body).toEqual({ url: `/uploads/${name}`, path: `cars/${name}` });
    expect(Buffer.from(server.storage.files.get(name)!)).toEqual(png);
  });

  it('names the file by its bytes, not by what the client says', async () => {
    const res = await client.post('/api/uploads', form(tinyPng(), 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^cars\/cars-[0-9a-f-]{36}\.png$/);
  });

  it('never uses a path-traversal file name', async () => {
    const before = storedNames().length;
    const res = await client.post(
      '/api/uploads',
      form(tinyPng(), '../../etc/passwd.png', 'image/png'),
    );
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/cars-[0-9a-f-]{36}\.png$/);
    expect(storedNames()).toHaveLength(before + 1);
    expect(storedNames().every((n) => /^cars-[0-9a-f-]{36}\.(png|jpg|webp)$/.test(n))).toBe(true);
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
    expect(folder.body.fields).toEqual([
      { path: 'body.folder', message: "Folder must be 'cars', 'customers' or 'inspections'" },
    ]);
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

  it('serves an uploaded image with its type and long cache headers, without a session', async () => {
    const png = tinyPng();
    const { url } = (await client.post('/api/uploads', form(png, 'a.png', 'image/png'))).body;
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it("serves a customer's document to signed-in staff only, never at /uploads", async () => {
    const png = tinyPng();
    const uploaded = await client.post(
      '/api/uploads',
      form(png, 'licence.png', 'image/png', { folder: 'customers' }),
    );
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.url as string;
    expect(url).toMatch(/^\/api\/customer-documents\/customers-[0-9a-f-]{36}\.png$/);
    const name = url.slice('/api/customer-documents/'.length);
    expect((await fetch(`${base}/uploads/${name}`)).status).toBe(404);
    expect((await server.anonymous().get(url)).status).toBe(401);
    const agent = await server.signedInAs('agent', 'doc-reader');
    const served = await fetch(`${server.url}${url}`, { headers: { cookie: agent.cookie ?? '' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
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
