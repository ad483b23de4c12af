import { inParseLanguage } from '@scheduler/shared-domain/validation';
import { VENUE_IMAGE_RULES, venueDeleted } from '@scheduler/shared-domain/venue-messages';
import { venueIdParamsSchema } from '@scheduler/shared-domain/venue-schema';
import * as v from 'valibot';
import { actorOf } from '../auth/auth-hook';
import { restoredInput } from '../changes/change-queries';
import { columnsOf } from '../csv/csv-exports';
import { csvImport } from '../csv/csv-imports';
import { messageSchema } from '../http/http-error';
import { inRequestLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { IMAGE_CONTENT_TYPES } from './image-content';
import { createVenueImages, unsupportedImageType, VENUE_IMAGE_MAX_BYTES } from './venue-images';
import { createVenueService } from './venue-service';
import { venueWireFor } from './venue-wire';

const imageBodySchema = v.instance(Buffer, inParseLanguage(VENUE_IMAGE_RULES.imageRequired));
const uploadedImageSchema = v.object({ path: v.string() });

/** The venue routes of SPEC §7 and its image uploads. Mounted at `/api/venues`. */
const venueRoutes: ValibotRoutes = async (app) => {
  const { publicUrl, mailFrom, timeZone } = app.settings;
  const venueDeps = {
    db: app.db,
    now: app.now,
    groupAbbreviation: app.settings.groupAbbreviation,
    mail: { publicUrl, mailFrom, timeZone },
  };
  const venues = createVenueService(venueDeps);
  const { addVenueSchema, updateVenueSchema, venueRecordSchema, toVenueRecord } = venueWireFor(
    app.settings.groupAbbreviation,
  );
  app.changeRestorers.set('venue', async (lastState, actor) =>
    toVenueRecord(await venues.add(restoredInput(addVenueSchema, lastState), { actor, action: 'restore' })),
  );

  app.csvExports.set('venues', async () => ({
    columns: columnsOf(venueRecordSchema),
    rows: (await venues.list()).map(toVenueRecord),
  }));
  app.csvImports.set(
    'venues',
    csvImport(venueRecordSchema, addVenueSchema, 'venues', (db) => {
      const service = createVenueService({ ...venueDeps, db });
      return (input, actor) => service.add(input, { actor });
    }),
  );

  // Every venue record, then the names alone (for the meeting screens), by name.
  app.get('/', { schema: { summary: 'Every venue record', response: { 200: v.array(venueRecordSchema) } } }, async () =>
    (await venues.list()).map(toVenueRecord),
  );
  app.get('/venues', { schema: { summary: 'The venue names', response: { 200: v.array(v.string()) } } }, async () =>
    venues.names(),
  );

  // One venue record, with its updatedDate.
  app.get(
    '/edit/:id',
    { schema: { summary: 'One venue record', params: venueIdParamsSchema, response: { 200: venueRecordSchema } } },
    async (request) => toVenueRecord(await venues.get(request.params.id)),
  );

  // Admin: a new venue, answered as 201 with its record.
  app.post(
    '/add',
    { schema: { summary: 'Add a venue', body: addVenueSchema, response: { 201: venueRecordSchema } } },
    async (request, reply) =>
      reply.code(201).send(toVenueRecord(await venues.add(request.body, { actor: actorOf(request) }))),
  );

  // Admin: every field but the name, which never changes.
  app.post(
    '/update',
    {
      schema: {
        summary: 'Change a venue (every field but its name)',
        body: updateVenueSchema,
        response: { 200: venueRecordSchema },
      },
    },
    async (request) => toVenueRecord(await venues.update(request.body, actorOf(request))),
  );

  // Admin; SPEC §7 deletes with GET, after the browser's confirm M004.
  app.get(
    '/delete/:id',
    { schema: { summary: 'Delete a venue', params: venueIdParamsSchema, response: { 200: messageSchema } } },
    async (request, reply) => ({
      message: inRequestLanguage(
        request,
        reply,
        venueDeleted((await venues.remove(request.params.id, actorOf(request))).name),
      ),
    }),
  );

  await app.register(venueImageUploadRoutes);
};

/**
 * Admin: an icon or photo as the raw body, typed `image/png`, `image/jpeg` or `image/webp`. Answers 201 with the path
 * it is served at, which the venue's image field then holds. A plugin of its own, so that its body parsers (the image,
 * not JSON, and any other type refused before its body is read) apply to this route only.
 */
const venueImageUploadRoutes: ValibotRoutes = async (app) => {
  const venueImages = createVenueImages(app.db, app.now);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMAGE_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedImageType()));

  app.post(
    '/images',
    {
      bodyLimit: VENUE_IMAGE_MAX_BYTES,
      schema: {
        summary: "Upload a venue's icon or photo (PNG, JPEG or WebP, at most 2 MB)",
        body: imageBodySchema,
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const path = await venueImages.save(request.headers['content-type'], request.body);
      return reply.code(201).send({ path });
    },
  );
};

export default venueRoutes;
