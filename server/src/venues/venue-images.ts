import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { imageTypeMismatch, VENUE_IMAGE_RULES } from '@scheduler/shared-domain/venue-messages';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { IMAGE_TYPES, type ImageContentType, imageTypeOf, isImageContentType, mediaTypeOf } from './image-content';
import { createVenueImagesRepository, type StoredImage } from './venue-images-repository';

export type { StoredImage } from './venue-images-repository';

/** An uploaded icon or photo is at most 2 MB. */
export const VENUE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Where uploaded venue images are served from (a venue's image field holds this path and the file name). */
export const VENUE_IMAGES_URL = '/uploads/venues';

/** The only names an upload is stored under: a random UUID and the extension of its checked type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp)$/;

export const unsupportedImageType = () => new HttpError(415, VENUE_IMAGE_RULES.unsupportedType);

/** A strong ETag: the same bytes always have it, other bytes never. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

export interface VenueImages {
  /**
   * Checks that the bytes are an image of the declared type (by content, not by the header alone), stores them
   * under a new random name and answers the path they are served at. Refuses anything else with 415.
   */
  save(contentTypeHeader: string | undefined, bytes: Buffer): Promise<string>;
  /** A stored image, or null for any name that is not one: a missing image, `..`, a name of another shape. */
  read(fileName: string): Promise<StoredImage | null>;
}

/**
 * Venue images in the database, so that every server process serves what any one received (ARCHITECTURE: state
 * several processes share lives in the database). `now` dates an upload for the sweep.
 */
export function createVenueImages(db: Database, now: () => number): VenueImages {
  const images = createVenueImagesRepository(db);
  return {
    save: async (contentTypeHeader, bytes) => {
      const declared = mediaTypeOf(contentTypeHeader);
      if (!isImageContentType(declared)) throw unsupportedImageType();
      const actual = imageTypeOf(bytes);
      if (!actual) throw new HttpError(415, VENUE_IMAGE_RULES.notAnImage);
      if (actual !== declared) throw new HttpError(415, imageTypeMismatch(IMAGE_TYPES[actual].name, declared));

      const fileName = `${randomUUID()}.${IMAGE_TYPES[actual].extension}`;
      await images.insert(fileName, { bytes, contentType: actual, etag: etagOf(bytes) }, new Date(now()));
      return `${VENUE_IMAGES_URL}/${fileName}`;
    },
    read: async (fileName) => (STORED_NAME.test(fileName) ? images.find(fileName) : null),
  };
}

const CONTENT_TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([contentType, { extension }]) => [extension, contentType as ImageContentType]),
);

/** Where earlier versions of the server kept uploads: on the disk of the process that received them. */
export const diskImagesFolder = (dataDir: string) => path.join(dataDir, 'uploads', 'venues');

/**
 * Moves the images an earlier version stored in DATA_DIR/uploads/venues into the database, under the same names
 * (the venues hold their URLs), and deletes each file once stored. A file that is not an upload (another name, not
 * an image of its extension's type, too large) stays where it is. Answers the names moved.
 */
export async function moveDiskImagesIntoDatabase(db: Database, dataDir: string, now: Date): Promise<string[]> {
  const folder = diskImagesFolder(dataDir);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const images = createVenueImagesRepository(db);
  const moved: string[] = [];
  for (const name of names.filter((candidate) => STORED_NAME.test(candidate))) {
    const file = path.join(folder, name);
    const bytes = await readFile(file);
    const contentType = imageTypeOf(bytes);
    if (!contentType || contentType !== CONTENT_TYPE_OF_EXTENSION[path.extname(name).slice(1)]) continue;
    if (bytes.length > VENUE_IMAGE_MAX_BYTES) continue;
    // Another process starting on the same folder may have stored it first: the bytes are the same.
    await images.insert(name, { bytes, contentType, etag: etagOf(bytes) }, now);
    await rm(file, { force: true });
    moved.push(name);
  }
  return moved;
}
