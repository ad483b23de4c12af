import type { Database } from '../db/database';
import type { ImageContentType } from './image-content';

export interface StoredImage {
  bytes: Buffer;
  contentType: ImageContentType;
  /** A strong validator: the quoted SHA-256 of the bytes. */
  etag: string;
}

export interface VenueImagesRepository {
  /** Stores the image unless its name is taken; answers whether it did. */
  insert(name: string, image: StoredImage, now: Date): Promise<boolean>;
  find(name: string): Promise<StoredImage | null>;
  /**
   * Marks every image a venue names (by `urlPrefix` and its name) as used now, then deletes those no venue names
   * that were last used before `unusedSince`. Answers how many it deleted.
   */
  sweep(urlPrefix: string, now: Date, unusedSince: Date): Promise<number>;
}

interface ImageRow {
  bytes: Uint8Array;
  content_type: ImageContentType;
  etag: string;
}

// PostgreSQL answers bytea as a Buffer, PGlite as a Uint8Array.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const NAMED_BY_A_VENUE = `exists (
  select 1 from venues v where v.iconimage = $1 || venue_images.name or v.photoimage = $1 || venue_images.name
)`;

export function createVenueImagesRepository(db: Database): VenueImagesRepository {
  return {
    insert: async (name, image, now) => {
      const rows = await db.query(
        `insert into venue_images (name, content_type, bytes, etag, last_used) values ($1, $2, $3, $4, $5)
         on conflict (name) do nothing returning name`,
        [name, image.contentType, image.bytes, image.etag, now],
      );
      return rows.length === 1;
    },
    find: async (name) => {
      const [row] = await db.query<ImageRow>('select bytes, content_type, etag from venue_images where name = $1', [
        name,
      ]);
      return row ? { bytes: asBuffer(row.bytes), contentType: row.content_type, etag: row.etag } : null;
    },
    sweep: (urlPrefix, now, unusedSince) =>
      db.transaction(async (tx) => {
        await tx.query(`update venue_images set last_used = $2 where ${NAMED_BY_A_VENUE}`, [urlPrefix, now]);
        const deleted = await tx.query(
          `delete from venue_images where last_used < $2 and not ${NAMED_BY_A_VENUE} returning name`,
          [urlPrefix, unusedSince],
        );
        return deleted.length;
      }),
  };
}
