import fp from 'fastify-plugin';
import { moveDiskImagesIntoDatabase, VENUE_IMAGES_URL } from './venue-images';
import { createVenueImagesRepository } from './venue-images-repository';

/** An upload no venue has named for this long is deleted: a form abandoned after its upload, a replaced photo. */
export const VENUE_IMAGE_UNUSED_MS = 24 * 60 * 60 * 1000;
/** How often each server process sweeps; sweeps of several processes at once do no harm. */
export const VENUE_IMAGE_SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface VenueImageSweeperOptions {
  everyMs: number;
}

/**
 * When the app is ready: moves the images an earlier version kept on disk into the database, sweeps, and sweeps
 * again every `everyMs` on a timer that keeps no process alive and stops when the app closes.
 */
export default fp<VenueImageSweeperOptions>(
  async (app, { everyMs }) => {
    const images = createVenueImagesRepository(app.db);
    const sweep = async () => {
      const now = app.now();
      const deleted = await images.sweep(`${VENUE_IMAGES_URL}/`, new Date(now), new Date(now - VENUE_IMAGE_UNUSED_MS));
      if (deleted > 0) app.log.info(`venue images: deleted ${deleted} that no venue used for a day`);
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      const moved = await moveDiskImagesIntoDatabase(app.db, app.settings.dataDir, new Date(app.now()));
      if (moved.length > 0) app.log.info(`venue images: moved ${moved.length} from the data folder into the database`);
      await sweep();
      timer = setInterval(() => {
        sweep().catch((error: unknown) => app.log.warn({ err: error }, 'venue images: sweep failed'));
      }, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'venue-image-sweeper', dependencies: ['database'] },
);
