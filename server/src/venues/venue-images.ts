import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageTypeMismatchMessage, VENUE_IMAGE_MESSAGES } from '@scheduler/shared-domain/venue-messages';
import { HttpError } from '../http/http-error';
import { IMAGE_TYPES, type ImageContentType, imageTypeOf, isImageContentType, mediaTypeOf } from './image-content';

/** Issue 4: an uploaded icon or photo is at most 2 MB. */
export const VENUE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Where uploaded venue images are served from (a venue's image field holds this path and the file name). */
export const VENUE_IMAGES_URL = '/uploads/venues';

/** The only names an upload is stored under: a random UUID and the extension of its checked type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp)$/;

const CONTENT_TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([contentType, { extension }]) => [extension, contentType as ImageContentType]),
);

export const unsupportedImageType = () => new HttpError(415, VENUE_IMAGE_MESSAGES.unsupportedType);

export interface StoredImage {
  bytes: Buffer;
  contentType: ImageContentType;
}

export interface VenueImages {
  /**
   * Checks that the bytes are an image of the declared type (by content, not by the header alone), stores them
   * under a new random name and answers the path they are served at. Refuses anything else with 415.
   */
  save(contentTypeHeader: string | undefined, bytes: Buffer): Promise<string>;
  /** A stored image, or null for any name that is not one: a missing file, `..`, a name of another shape. */
  read(fileName: string): Promise<StoredImage | null>;
}

/** Venue images in `folder`; nothing outside it is ever read or written. */
export function createVenueImages(folder: string): VenueImages {
  return {
    save: async (contentTypeHeader, bytes) => {
      const declared = mediaTypeOf(contentTypeHeader);
      if (!isImageContentType(declared)) throw unsupportedImageType();
      const actual = imageTypeOf(bytes);
      if (!actual) throw new HttpError(415, VENUE_IMAGE_MESSAGES.notAnImage);
      if (actual !== declared) throw new HttpError(415, imageTypeMismatchMessage(IMAGE_TYPES[actual].name, declared));

      const fileName = `${randomUUID()}.${IMAGE_TYPES[actual].extension}`;
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, fileName), bytes, { flag: 'wx' });
      return `${VENUE_IMAGES_URL}/${fileName}`;
    },
    read: async (fileName) => {
      if (!STORED_NAME.test(fileName)) return null;
      const contentType = CONTENT_TYPE_OF_EXTENSION[path.extname(fileName).slice(1)];
      const bytes = await readFile(path.join(folder, fileName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return bytes && contentType ? { bytes, contentType } : null;
    },
  };
}

/** The uploads of venue images live in the data folder, beside the database files of PGlite. */
export const venueImagesIn = (dataDir: string): VenueImages =>
  createVenueImages(path.join(dataDir, 'uploads', 'venues'));
