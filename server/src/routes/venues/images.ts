import { VENUE_IMAGE_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import * as v from 'valibot';
import { IMAGE_CONTENT_TYPES } from '../../image-content';
import type { ValibotRoutes } from '../../plugins/app/validation';
import { unsupportedImageType, VENUE_IMAGE_MAX_BYTES } from '../../plugins/app/venue-images';

const imageBodySchema = v.instance(Buffer, VENUE_IMAGE_MESSAGES.imageRequired);
const uploadedImageSchema = v.object({ path: v.string() });

/**
 * `POST /venues/images` (Admin): an icon or photo as the raw body, typed `image/png`, `image/jpeg` or `image/webp`.
 * Answers 201 with the path it is served at, which the venue's image field then holds.
 */
const venueImagesRoutes: ValibotRoutes = async (app) => {
  // In this plugin only: the body is an image, not JSON, and any other type is refused before its body is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMAGE_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedImageType()));

  app.post(
    '/images',
    {
      bodyLimit: VENUE_IMAGE_MAX_BYTES,
      schema: { body: imageBodySchema, response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      const path = await app.venueImages.save(request.headers['content-type'], request.body);
      return reply.code(201).send({ path });
    },
  );
};

export default venueImagesRoutes;
