import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from './database';
import { jsonInPages } from './json-pages';

describe.each(testDatabaseEngines())('rows read as JSON in pages on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.openEmpty();
    await db.execScript(`
      create table entries (id text primary key, start_time timestamptz not null, kind text not null);
      create table kinds (name text primary key, label text not null);
      insert into kinds values ('talk', 'Talk'), ('walk', 'Walk');
      -- One start to the microsecond, which a Date would round away from the key the next page starts after.
      insert into entries values
        ('b', '2030-05-06 09:00Z', 'talk'), ('A', '2030-05-06 09:00Z', 'walk'),
        ('Exact', '2030-05-06 10:00:00.000001Z', 'talk'), ('Last', '2030-05-06 10:00:00.000002Z', 'walk'),
        ('First', '2030-05-06 08:00Z', 'talk'), ('Skipped', '2030-05-06 09:30Z', 'walk');`);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  const entries = {
    from: 'entries e join kinds k on k.name = e.kind',
    json: `json_build_object('id', e.id, 'label', k.label)::text`,
    where: 'e.id <> $1',
    key: 'e.',
  };

  it('holds each row once, by start and then by id in byte order, across pages of any size', async () => {
    for (const pageRows of [1, 2, 3, 4, 5, 6]) {
      expect(JSON.parse(await jsonInPages(db, entries, ['Skipped'], { pageRows }))).toEqual([
        { id: 'First', label: 'Talk' },
        { id: 'A', label: 'Walk' },
        { id: 'b', label: 'Talk' },
        { id: 'Exact', label: 'Talk' },
        { id: 'Last', label: 'Walk' },
      ]);
    }
  });

  it('answers an empty array when no row matches', async () => {
    expect(await jsonInPages(db, { ...entries, where: 'e.kind = $1' }, ['swim'])).toBe('[]');
  });
});

// PGlite runs one transaction at a time, so nothing else commits between its statements.
describe.each(testDatabaseEngines().filter((engine) => engine.name === 'postgres'))(
  'transactions with a snapshot on $name',
  (engine) => {
    let db: Database;
    beforeAll(async () => {
      db = await engine.openEmpty();
      await db.execScript('create table entries (id text primary key)');
    }, DATABASE_HOOK_TIMEOUT_MS);
    afterAll(() => db.close());

    /** How many entries the transaction's second statement sees after another one commits an entry. */
    const countsAround = (id: string, options: { snapshot?: boolean }) =>
      db.transaction(async (tx) => {
        const count = async () => (await tx.query<{ count: number }>('select count(*)::int as count from entries'))[0];
        const before = await count();
        await db.query('insert into entries values ($1)', [id]);
        return [before?.count, (await count())?.count];
      }, options);

    it('see what was committed when their first statement ran, and only that', async () => {
      expect(await countsAround('while the snapshot is read', { snapshot: true })).toEqual([0, 0]);
      expect(await countsAround('while a plain transaction reads', {})).toEqual([1, 2]);
    });
  },
);
