import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { bearer, buildTestApp, newVenuePayload, signIn, testFolder } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { JPEG_START, ONE_PIXEL_PNG } from '../../test/test-images';
import { venueRequests } from '../../test/venue-test';
import { VENUE_IMAGE_UNUSED_MS } from './venue-image-sweeper';
import { diskImagesFolder } from './venue-images';

const LEGACY_NAME = '3f0c1a52-6a1e-4c1b-9d1e-0b4c2f7f9a10.png';
const HOUR_MINUTES = 60;
const DAY_MINUTES = VENUE_IMAGE_UNUSED_MS / 60_000;

describe.each(testDatabaseEngines())('venue images kept in the database on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const venues = venueRequests(() => env.app);
  const started: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });

  /** Another server process on the same database and clock, with the sweeper on; ready, so its start work is done. */
  const startServer = async (dataDir = testFolder('data-'), everyMs = 3_600_000) => {
    const app = await buildTestApp(env.db, {
      settings: { dataDir },
      clock: env.clock,
      sweepVenueImagesEveryMs: everyMs,
    });
    started.push(app);
    await app.ready();
    return app;
  };
  /** The clock moves by days here, past a token's life: sign in again after it does. */
  let token = '';
  beforeEach(() => {
    token = people.chief.token;
  });
  const advanceMinutes = async (minutes: number) => {
    env.clock.advanceMinutes(minutes);
    token = (await signIn(env.app, 'chief')).token;
  };
  const upload = async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/venues/images',
      headers: { ...bearer(token), 'content-type': 'image/png' },
      payload: ONE_PIXEL_PNG,
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return response.json<{ path: string }>().path;
  };
  const statusOf = async (app: FastifyInstance, url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('moves images an earlier version kept in the data folder into the database at start', async () => {
    const dataDir = testFolder('data-');
    const folder = diskImagesFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, LEGACY_NAME), ONE_PIXEL_PNG);
    writeFileSync(path.join(folder, 'notes.png'), ONE_PIXEL_PNG);
    const mislabelled = '3f0c1a52-6a1e-4c1b-9d1e-0b4c2f7f9a11.png';
    writeFileSync(path.join(folder, mislabelled), JPEG_START);

    await startServer(dataDir);

    const served = await env.app.inject({ method: 'GET', url: `/uploads/venues/${LEGACY_NAME}` });
    expect([served.statusCode, served.rawPayload.equals(ONE_PIXEL_PNG)]).toEqual([200, true]);
    expect(existsSync(path.join(folder, LEGACY_NAME))).toBe(false);
    expect(existsSync(path.join(folder, 'notes.png'))).toBe(true);
    expect(existsSync(path.join(folder, mislabelled))).toBe(true);
    expect(await statusOf(env.app, `/uploads/venues/${mislabelled}`)).toBe(404);
  });

  it('deletes at start an upload no venue has used for 24 hours, and keeps those venues name', async () => {
    const icon = await upload();
    const abandoned = await upload();
    await venues.add(token, newVenuePayload({ _id: 'Main Hall', iconimage: icon }));
    await advanceMinutes(DAY_MINUTES + 1);
    const fresh = await upload();

    await startServer();

    expect(await statusOf(env.app, icon)).toBe(200);
    expect(await statusOf(env.app, abandoned)).toBe(404);
    expect(await statusOf(env.app, fresh)).toBe(200);
  });

  it('keeps an image a venue stopped naming for 24 hours after a sweep last saw it named', async () => {
    const photo = await upload();
    await venues.add(token, newVenuePayload({ _id: 'Annex', photoimage: photo }));
    await advanceMinutes(DAY_MINUTES * 3);
    await startServer();
    expect((await venues.remove(token, 'Annex')).statusCode).toBe(200);

    env.clock.advanceMinutes(DAY_MINUTES - HOUR_MINUTES);
    await startServer();
    expect(await statusOf(env.app, photo)).toBe(200);

    env.clock.advanceMinutes(2 * HOUR_MINUTES);
    await startServer();
    expect(await statusOf(env.app, photo)).toBe(404);
  });

  it('sweeps again on its timer while running, and stops when closed', async () => {
    const server = await startServer(testFolder('data-'), 50);
    const abandoned = await upload();
    env.clock.advanceMinutes(DAY_MINUTES + 1);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(env.app, abandoned)).toBe(404);

    await server.close();
    await advanceMinutes(0);
    const later = await upload();
    env.clock.advanceMinutes(DAY_MINUTES + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(env.app, later)).toBe(200);
  });
});
