import { randomUUID } from 'node:crypto';
import { textMessages } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { createApi } from '../../../src/main';
import { errorResponse } from '../../../src/platform/http/api-exception.filter';
import { FILE_CACHE_CONTROL, fileMessages } from '../../../src/platform/storage/files.controller';
import { imageMessages, ImageUploads, MAX_IMAGE_BYTES } from '../../../src/platform/storage/image-uploads';
import {
  formMessages,
  MAX_FORM_FIELD_BYTES,
  MAX_FORM_FIELDS,
  requireImageForm,
} from '../../../src/platform/storage/multipart-form';
import { listen } from '../../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

/** Registered only in this spec: the product's upload routes come with the features that need them. */
const TEST_UPLOAD_ROUTE = '/test-only/upload';

const solid = (width: number, height: number, background = '#36c') =>
  sharp({ create: { width, height, channels: 3, background } });

interface UploadAnswer {
  id: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  fields: Record<string, string>;
  message?: string;
  errors?: Record<string, string[]>;
}

describe('uploading an image and fetching it back', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    environment = await createTestEnvironment({ CAPTCHA: 'off' });
    app = await createApi(environment.config);
    // What a future controller does: read the form with the helper, store through the pipeline; errors are
    // answered by the same mapping the API's exception filter uses.
    app
      .getHttpAdapter()
      .getInstance()
      .post(TEST_UPLOAD_ROUTE, async (request, reply) => {
        try {
          const form = await requireImageForm(request, ['businessName', 'website']);
          const stored = await app.get(ImageUploads).store(form.image, { maxDimension: 512 });
          return await reply.status(201).send({ ...stored, fields: form.fields });
        } catch (error) {
          const { status, body } = errorResponse(error, request);
          return await reply.status(status).send(body);
        }
      });
    url = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  async function upload(
    files: { bytes: Buffer; name: string; type: string; field?: string }[],
    fields: Record<string, string> = {},
  ): Promise<{ status: number; body: UploadAnswer }> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files)
      form.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${url}${TEST_UPLOAD_ROUTE}`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  }

  it('stores a PNG sent as "logo.jpg" as the PNG it is, and serves it with ETag and a year of caching', async () => {
    const png = await solid(900, 300).png().toBuffer();
    const { status, body } = await upload([{ bytes: png, name: 'logo.jpg', type: 'image/jpeg' }], {
      businessName: 'Corner Bakery',
      ignored: 'not asked for',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ url: `/api/files/${body.id}`, contentType: 'image/png', width: 512, height: 171 });
    expect(body.fields).toEqual({ businessName: 'Corner Bakery' });

    const response = await fetch(`${url}${body.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(FILE_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const served = Buffer.from(await response.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 512, height: 171 });

    const again = await fetch(`${url}${body.url}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const weakAmongOthers = await fetch(`${url}${body.url}`, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weakAmongOthers.status).toBe(304);
    const stale = await fetch(`${url}${body.url}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it('serves a photo without the GPS position and camera details it was uploaded with', async () => {
    const photo = await solid(60, 40, '#a52')
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    const { status, body } = await upload([{ bytes: photo, name: 'class-photo.jpg', type: 'image/jpeg' }]);
    expect(status).toBe(201);
    const served = Buffer.from(await (await fetch(`${url}${body.url}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('accepts WebP', async () => {
    const { status, body } = await upload([
      { bytes: await solid(20, 20).webp().toBuffer(), name: 'pic.webp', type: 'image/webp' },
    ]);
    expect(status).toBe(201);
    expect(body.contentType).toBe('image/webp');
    expect((await fetch(`${url}${body.url}`)).headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    ['a text file named logo.png', Buffer.from('just some text'), 'logo.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with 400', async (_what, bytes, name, type) => {
    const { status, body } = await upload([{ bytes, name, type }]);
    expect(status).toBe(400);
    expect(body.message).toBe(imageMessages.wrongType);
    expect(body.errors).toEqual({ image: [imageMessages.wrongType] });
  });

  it('refuses a GIF, even one named .png', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const { status, body } = await upload([{ bytes: gif, name: 'logo.png', type: 'image/png' }]);
    expect(status).toBe(400);
    expect(body.message).toBe(imageMessages.wrongType);
  });

  it('refuses a file over the size limit with 413', async () => {
    const { status, body } = await upload([
      { bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), name: 'huge.png', type: 'image/png' },
    ]);
    expect(status).toBe(413);
    expect(body.message).toBe(imageMessages.tooLarge);
  });

  it('refuses a decompression bomb: a small PNG of 7000 x 7000 pixels', async () => {
    const bomb = await solid(7_000, 7_000, '#000').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const { status, body } = await upload([{ bytes: bomb, name: 'bomb.png', type: 'image/png' }]);
    expect(status).toBe(400);
    expect(body.message).toBe(imageMessages.tooManyPixels);
  });

  it('answers 400 for a form without an image, with two images, or with the file in another field', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const missing = await upload([], { businessName: 'No Logo Inc' });
    expect([missing.status, missing.body.message]).toEqual([400, imageMessages.missing]);

    const empty = await upload([{ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }]);
    expect([empty.status, empty.body.message]).toEqual([400, imageMessages.missing]);

    const two = await upload([
      { bytes: png, name: 'a.png', type: 'image/png' },
      { bytes: png, name: 'b.png', type: 'image/png' },
    ]);
    expect([two.status, two.body.message]).toEqual([400, formMessages.oneImage]);

    const elsewhere = await upload([{ bytes: png, name: 'a.png', type: 'image/png', field: 'logo' }]);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, formMessages.oneImage]);
  });

  it('applies the text rule and the length limit to the fields beside the image', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const unsafe = await upload([{ bytes: png, name: 'a.png', type: 'image/png' }], { businessName: 'evil\u202etxt' });
    expect(unsafe.status).toBe(400);
    expect(Object.values(textMessages)).toContain(unsafe.body.message);

    const long = await upload([{ bytes: png, name: 'a.png', type: 'image/png' }], {
      website: 'x'.repeat(MAX_FORM_FIELD_BYTES + 1),
    });
    expect([long.status, long.body.message]).toEqual([413, formMessages.fieldTooLong]);

    const crowded = await upload(
      [{ bytes: png, name: 'a.png', type: 'image/png' }],
      Object.fromEntries(Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [`field${i}`, 'x'])),
    );
    expect([crowded.status, crowded.body.message]).toEqual([413, formMessages.tooManyFields]);
  });

  it('answers 400, never 500, to bodies that are not a readable multipart form', async () => {
    const send = async (contentType: string | undefined, body: string) => {
      const response = await fetch(`${url}${TEST_UPLOAD_ROUTE}`, {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body,
      });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    expect(await send('application/json', '{"image":"x"}')).toEqual({
      status: 400,
      message: formMessages.notMultipart,
    });
    expect(await send('multipart/form-data', 'no boundary')).toMatchObject({ status: 400 });
    expect(
      await send(
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename',
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await send(
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n',
      ),
    ).toMatchObject({ status: 400 });
  });

  it('answers a multipart body sent to a JSON route with a 4xx', async () => {
    const form = new FormData();
    form.append('email', 'someone@example.com');
    const response = await fetch(`${url}/api/site/newsletter`, { method: 'POST', body: form });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const unknown = await fetch(`${url}/api/files/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(fileMessages.notFound);
    expect(unknown.headers.get('cache-control')).not.toBe(FILE_CACHE_CONTROL);

    for (const id of ['not-a-uuid', randomUUID().toUpperCase(), "1'%20or%20'1'='1"]) {
      const response = await fetch(`${url}/api/files/${id}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(fileMessages.badId);
    }
  });
});
