import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_MESSAGE } from '@scheduler/shared-domain/messages';
import { BODY_TOO_LARGE_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { imageTypeMismatchMessage, VENUE_IMAGE_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import { useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { bearer, buildTestApp, newVenuePayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { JPEG_START, ONE_PIXEL_PNG, ONE_PIXEL_WEBP, WINDOWS_PROGRAM } from '../../test/test-images';
import { venueRequests } from '../../test/venue-test';
import { diskImagesFolder, VENUE_IMAGE_MAX_BYTES } from './venue-images';

const UPLOADED_PATH =
  /^\/uploads\/venues\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** `bytes` filled up to `size`, starting as a PNG. */
const pngOfSize = (size: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(size - ONE_PIXEL_PNG.length)]);

describe.each(testDatabaseEngines())('venue images on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);

  const upload = (body: Buffer | string | undefined, contentType: string | undefined) =>
    env.app.inject({
      method: 'POST',
      url: '/api/venues/images',
      headers: { ...bearer(people.chief.token), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body === undefined ? {} : { payload: body }),
    });
  const fetchImage = (url: string) => env.app.inject({ method: 'GET', url });
  const storedFiles = async () =>
    (await env.db.query<{ name: string }>('select name from venue_images order by name')).map(({ name }) => name);

  describe('POST /api/venues/images', () => {
    it.each([
      ['a PNG', ONE_PIXEL_PNG, 'image/png', 'png'],
      ['a JPEG', JPEG_START, 'image/jpeg', 'jpg'],
      ['a WebP', ONE_PIXEL_WEBP, 'image/webp', 'webp'],
    ])('stores %s under a new name and serves it back unchanged, to anyone', async (_case, bytes, type, extension) => {
      const response = await upload(bytes, type);

      expect(response.statusCode).toBe(201);
      const { path: imagePath } = response.json();
      expect(imagePath).toMatch(UPLOADED_PATH);
      expect(imagePath.endsWith(`.${extension}`)).toBe(true);
      expect(await storedFiles()).toEqual([path.basename(imagePath)]);

      const served = await fetchImage(imagePath);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    });

    it('gives every upload a name of its own', async () => {
      const first = (await upload(ONE_PIXEL_PNG, 'image/png')).json().path;
      const second = (await upload(ONE_PIXEL_PNG, 'image/png')).json().path;
      expect(first).not.toBe(second);
      expect(await storedFiles()).toEqual([path.basename(first), path.basename(second)].sort());
    });

    it('answers a path that a venue image field takes', async () => {
      const { path: imagePath } = (await upload(ONE_PIXEL_PNG, 'image/png')).json();

      const added = await venues.add(
        people.chief.token,
        newVenuePayload({ iconimage: imagePath, photoimage: imagePath }),
      );

      expect([added.statusCode, added.json().iconimage, added.json().photoimage]).toEqual([201, imagePath, imagePath]);
    });

    it('takes a declared type with parameters or in capitals', async () => {
      expect((await upload(ONE_PIXEL_PNG, 'Image/PNG; name=icon.png')).statusCode).toBe(201);
    });

    it('takes an image of exactly 2 MB', async () => {
      expect((await upload(pngOfSize(VENUE_IMAGE_MAX_BYTES), 'image/png')).statusCode).toBe(201);
    });

    it.each([
      [
        'a body over 2 MB',
        () => upload(pngOfSize(VENUE_IMAGE_MAX_BYTES + 1), 'image/png'),
        413,
        BODY_TOO_LARGE_MESSAGE,
      ],
      [
        'a type that is not one of the three',
        () => upload('GIF89a', 'image/gif'),
        415,
        VENUE_IMAGE_MESSAGES.unsupportedType,
      ],
      ['JSON', () => upload('{"path":"/etc/passwd"}', 'application/json'), 415, VENUE_IMAGE_MESSAGES.unsupportedType],
      ['a body without a type', () => upload(ONE_PIXEL_PNG, undefined), 415, VENUE_IMAGE_MESSAGES.unsupportedType],
      ['no body at all', () => upload(undefined, undefined), 400, VENUE_IMAGE_MESSAGES.imageRequired],
      ['an empty image', () => upload(Buffer.alloc(0), 'image/png'), 415, VENUE_IMAGE_MESSAGES.notAnImage],
      [
        'a renamed .exe sent as image/png',
        () => upload(WINDOWS_PROGRAM, 'image/png'),
        415,
        VENUE_IMAGE_MESSAGES.notAnImage,
      ],
      ['text sent as image/webp', () => upload('RIFF....WEBX', 'image/webp'), 415, VENUE_IMAGE_MESSAGES.notAnImage],
      [
        'a JPEG sent as image/png',
        () => upload(JPEG_START, 'image/png'),
        415,
        imageTypeMismatchMessage('JPEG', 'image/png'),
      ],
      [
        'a PNG sent as image/webp',
        () => upload(ONE_PIXEL_PNG, 'image/webp'),
        415,
        imageTypeMismatchMessage('PNG', 'image/webp'),
      ],
    ])('refuses %s, storing nothing', async (_case, send, statusCode, message) => {
      const response = await send();

      expect([response.statusCode, response.json()]).toEqual([statusCode, { message }]);
      expect(await storedFiles()).toEqual([]);
    });

    it('keeps the 64 KiB limit for JSON bodies, on the venue routes too', async () => {
      const response = await venues.add(people.chief.token, newVenuePayload({ description: 'd'.repeat(70_000) }));
      expect([response.statusCode, response.json()]).toEqual([413, { message: BODY_TOO_LARGE_MESSAGE }]);
    });
  });

  describe('GET /uploads/venues/*', () => {
    it('answers 404 as JSON for an image that does not exist', async () => {
      const response = await fetchImage('/uploads/venues/3f0c1a52-6a1e-4c1b-9d1e-0b4c2f7f9a10.png');
      expect([response.statusCode, response.json()]).toEqual([404, { message: NOT_FOUND_MESSAGE }]);
    });

    it.each([
      '/uploads/venues/..%2f..%2fjwt-secret',
      '/uploads/venues/..%2F..%2Fjwt-secret',
      '/uploads/venues/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/uploads/venues/..%5c..%5cjwt-secret',
      '/uploads/venues/../../jwt-secret',
      '/uploads/venues/%2e%2e/%2e%2e/jwt-secret',
      '/uploads/venues/..%2f..%2fsecret.png',
      '/uploads/venues/..%2F..%2Fsecret.png',
      '/uploads/venues/..%5c..%5csecret.png',
      '/uploads/venues/%2fetc%2fpasswd',
      '/uploads/venues/3f0c1a52-6a1e-4c1b-9d1e-0b4c2f7f9a10.png%00.txt',
    ])('never serves anything outside the folder: %s is 404', async (url) => {
      writeFileSync(path.join(env.app.settings.dataDir, 'jwt-secret'), 'the-signing-secret');
      writeFileSync(path.join(env.app.settings.dataDir, 'secret.png'), 'the-signing-secret');

      const response = await fetchImage(url);

      expect([response.statusCode, response.json()]).toEqual([404, { message: NOT_FOUND_MESSAGE }]);
      expect(response.body).not.toContain('the-signing-secret');
    });

    it('serves only uploaded names, not other files put in the folder', async () => {
      await upload(ONE_PIXEL_PNG, 'image/png');
      mkdirSync(diskImagesFolder(env.app.settings.dataDir), { recursive: true });
      writeFileSync(path.join(diskImagesFolder(env.app.settings.dataDir), 'notes.png'), ONE_PIXEL_PNG);

      expect((await fetchImage('/uploads/venues/notes.png')).statusCode).toBe(404);
    });

    it('gives a strong ETag, and answers 304 to a browser that has the image', async () => {
      const { path: imagePath } = (await upload(ONE_PIXEL_PNG, 'image/png')).json();
      const served = await fetchImage(imagePath);
      const etag = served.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await env.app.inject({
          method: 'GET',
          url: imagePath,
          headers: { 'if-none-match': ifNoneMatch },
        });
        expect([ifNoneMatch, again.statusCode, again.body]).toEqual([ifNoneMatch, 304, '']);
        expect(again.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
      }
      const changed = await env.app.inject({ method: 'GET', url: imagePath, headers: { 'if-none-match': '"other"' } });
      expect(changed.statusCode).toBe(200);
    });

    it('is served by another server process on the same database, with a data folder of its own', async () => {
      const { path: imagePath } = (await upload(ONE_PIXEL_WEBP, 'image/webp')).json();
      const other = await buildTestApp(env.db);
      try {
        expect(other.settings.dataDir).not.toBe(env.app.settings.dataDir);
        const served = await other.inject({ method: 'GET', url: imagePath });
        expect([served.statusCode, served.rawPayload.equals(ONE_PIXEL_WEBP)]).toEqual([200, true]);
      } finally {
        await other.close();
      }
    });
  });
});
