import * as v from 'valibot';
import { notFound } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { venueImagesIn } from './venue-images';

const fileParamsSchema = v.object({ '*': v.string() });

/**
 * `GET /uploads/venues/<name>`: an uploaded venue image. Public, as an <img> sends no token; the names are random
 * UUIDs. A stored image never changes, so browsers may keep it; nosniff stops one from being read as anything else.
 */
const venueImageFilesRoutes: ValibotRoutes = async (app) => {
  const venueImages = venueImagesIn(app.settings.dataDir);
  app.get(
    '/*',
    { schema: { params: fileParamsSchema, response: { 200: v.instance(Buffer) } } },
    async (request, reply) => {
      const image = await venueImages.read(request.params['*']);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
};

export default venueImageFilesRoutes;
