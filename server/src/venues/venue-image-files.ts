import * as v from 'valibot';
import { matchesEtag } from '../http/etag';
import { notFound } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { createVenueImages } from './venue-images';

const fileParamsSchema = v.object({ '*': v.string() });

/**
 * `GET /uploads/venues/<name>`: an uploaded venue image, from the database, so any server process serves it. Public,
 * as an <img> sends no token; the names are random UUIDs. A name is never given to other bytes, so browsers may keep
 * the image for a year; nosniff stops one from being read as anything else. A browser that has it gets 304.
 */
const venueImageFilesRoutes: ValibotRoutes = async (app) => {
  const venueImages = createVenueImages(app.db, app.now);
  app.get(
    '/*',
    { schema: { params: fileParamsSchema, response: { 200: v.instance(Buffer), 304: v.undefined() } } },
    async (request, reply) => {
      const image = await venueImages.read(request.params['*']);
      if (!image) throw notFound();
      reply
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send(undefined);
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};

export default venueImageFilesRoutes;
