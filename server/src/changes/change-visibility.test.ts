import type { ChangeAction, ChangeKind, FieldChange } from '@scheduler/shared-domain/change';
import { insertChange, type TestChange } from '../../test/change-stream-test';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import { type ChangeReaderUser, visibleEntry } from './change-visibility';
import { createChangesStreamRepository } from './changes-stream-repository';
import { toChangeEntry } from './changes-wire';

const reader: ChangeReaderUser = { id: '0b6f2d4e-3a1c-4f5e-8d7a-9c2b1e0f4a6d', role: 'User' };
const another = '5e8a1c3f-7b2d-4e6a-9f0c-1d3b5a7e9c2f';

/** Every action on every kind, of the reader's own record and of another's, with list fields and without. */
function everyCase(): TestChange[] {
  const kinds: ChangeKind[] = ['venue', 'team', 'meeting', 'user'];
  const actions: ChangeAction[] = ['create', 'update', 'delete', 'restore', 'sign-in', 'password-change'];
  const fieldSets: Record<string, FieldChange>[] = [
    {},
    { email: { old: 'a@example.org', new: 'b@example.org' } },
    { password: { secret: true } },
  ];
  return kinds.flatMap((kind) =>
    actions.flatMap((action) =>
      [reader.id, another, 'Hall'].flatMap((recordId) =>
        fieldSets.map((fields): TestChange => ({ kind, action, recordId, fields })),
      ),
    ),
  );
}

describe.each(testDatabaseEngines())('what a catch-up reads of the change record on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.openMigrated();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  it.each([reader, { ...reader, role: 'Admin' as const }])(
    'is, for a $role, in the database, exactly the entries visibleEntry lets through',
    async (who) => {
      const changes = createChangesStreamRepository(db);
      const start = await changes.now();
      const cases = everyCase();
      for (const change of cases) await insertChange(db, change);

      const page = await changes.readVisibleAfter(start, 1_000, who);
      const all = await changes.readAfter(start, 1_000);
      expect(all.ready).toHaveLength(cases.length);
      const expected = all.ready.map(toChangeEntry).filter((entry) => visibleEntry(entry, who) !== null);
      expect(page.visible.map(toChangeEntry)).toEqual(expected);
      expect(page.full).toBe(false);
      // An Admin reads everything; a User much less.
      expect(expected.length === all.ready.length).toBe(who.role === 'Admin');
    },
  );
});
