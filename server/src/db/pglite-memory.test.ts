import { DATABASE_HOOK_TIMEOUT_MS } from '../../test/test-databases';
import { openPgliteDatabase } from './pglite-database';

describe("PGlite's memory", () => {
  it(
    "holds a buffer cache of 16 MB rather than PostgreSQL's 128 MB, and keeps its own settings",
    async () => {
      const db = await openPgliteDatabase();
      try {
        const [settings] = await db.query<{ shared_buffers: string; search_path: string }>(
          "select current_setting('shared_buffers') as shared_buffers, current_setting('search_path') as search_path",
        );
        expect(settings).toEqual({ shared_buffers: '16MB', search_path: 'public' });
      } finally {
        await db.close();
      }
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );
});
