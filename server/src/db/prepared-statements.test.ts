import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from './database';
import { sqlStateOf } from './database';

const INSERT = `insert into prepared_test (name, at, tags, details) values ($1, $2, $3, $4)
  returning id, name, at, tags, details`;
const COUNT = 'select count(*)::int as count from prepared_test where name = $1';

describe.each(testDatabaseEngines())('prepared statements on $name', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.openMigrated();
    await db.execScript(`create table prepared_test (
      id bigint generated always as identity primary key, name text not null unique, at timestamptz not null,
      tags text[] not null, details jsonb not null)`);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());

  const count = async (name: string) =>
    (await db.query<{ count: number }>(COUNT, [name], { prepared: 'prepared-test-count' }))[0]?.count;

  it('answers the rows a plain statement answers, with the same types, run after run', async () => {
    const row = (name: string) => [name, new Date('2030-01-02T03:04:05.678Z'), ['a', 'b,c'], { nested: [1, 'x'] }];
    const plain = await db.query(INSERT, row('plain'));
    const first = await db.query(INSERT, row('first'), { prepared: 'prepared-test-insert' });
    const second = await db.query(INSERT, row('second'), { prepared: 'prepared-test-insert' });
    const withoutId = (rows: unknown[]) =>
      rows.map((each) => ({ ...(each as object), id: undefined, name: undefined }));
    expect(withoutId(first)).toEqual(withoutId(plain));
    expect(withoutId(second)).toEqual(withoutId(plain));
    expect(first[0]).toMatchObject({ name: 'first', at: new Date('2030-01-02T03:04:05.678Z'), tags: ['a', 'b,c'] });
    expect(await db.query('select name from prepared_test where id = $1', [(second[0] as { id: unknown }).id])).toEqual(
      [{ name: 'second' }],
    );
  });

  it('keeps a refusal with its SQLSTATE, and the statement and the database work on after it', async () => {
    const add = (name: string) =>
      db.query(INSERT, [name, new Date(), [], {}], { prepared: 'prepared-test-insert-again' });
    await add('taken');
    const refusal = await add('taken').catch((error: unknown) => error);
    expect(sqlStateOf(refusal)).toBe('23505');
    await add('free');
    expect(await count('free')).toBe(1);
  });

  it('runs inside a transaction: rolled back with it, and the statement survives the rollback', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(INSERT, ['rolled back', new Date(), [], {}], { prepared: 'prepared-test-in-transaction' });
        expect(
          (await tx.query<{ count: number }>(COUNT, ['rolled back'], { prepared: 'prepared-test-count-tx' }))[0],
        ).toEqual({ count: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count('rolled back')).toBe(0);
    await db.transaction((tx) =>
      tx.query(INSERT, ['committed', new Date(), [], {}], { prepared: 'prepared-test-in-transaction' }),
    );
    expect(await count('committed')).toBe(1);
  });

  it("never runs inside another caller's open transaction", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.query(INSERT, ['uncommitted', new Date(), [], {}]);
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => {});
    await insertedOnce;
    const seen = count('uncommitted');
    release();
    await transaction;
    expect(await seen).toBe(0);
  });

  it('refuses one name for two statements', async () => {
    await db.query('select 1 as one', [], { prepared: 'prepared-test-name' });
    await expect(db.query('select 2 as two', [], { prepared: 'prepared-test-name' })).rejects.toThrow();
  });
});
