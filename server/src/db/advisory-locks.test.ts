import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import { lockKeys, lockNames } from './advisory-locks';
import type { Database } from './database';

/** A promise and the function that resolves it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('lockKeys', () => {
  it('gives a name one key whatever its case, each kind its own, teams first and each kind in ascending order', () => {
    expect(lockKeys({ team: ['Alpha'] })).toEqual(lockKeys({ team: ['ALPHA', 'alpha'] }));
    expect(lockKeys({ team: ['Alpha'] })).not.toEqual(lockKeys({ venue: ['Alpha'] }));
    const keys = lockKeys({ venue: ['Hall', 'Aula'], team: ['Beta', 'Alpha'] });
    const [teams, venues] = [keys.slice(0, 2), keys.slice(2)];
    expect(teams).toEqual(lockKeys({ team: ['Alpha', 'Beta'] }));
    expect(venues).toEqual(lockKeys({ venue: ['Aula', 'Hall'] }));
    for (const [first, second] of [teams, venues]) expect((first ?? 0n) < (second ?? 0n)).toBe(true);
  });
});

// PGlite runs one transaction at a time, and takes no lock.
describe.each(testDatabaseEngines().filter((engine) => engine.name === 'postgres'))(
  'advisory locks on $name',
  (engine) => {
    let db: Database;
    beforeAll(async () => {
      db = await engine.openMigrated();
    }, DATABASE_HOOK_TIMEOUT_MS);
    afterAll(() => db.close());

    it("holds a transaction's locks from its begin to its end, as lockNames inside another one does", async () => {
      const [inside, release] = [signal(), signal()];
      const first = db.transaction(
        async () => {
          inside.resolve();
          await release.promise;
        },
        { locks: lockKeys({ team: ['Alpha'], venue: ['Hall'] }) },
      );
      await inside.promise;
      const order: string[] = [];
      const sameTeam = db.transaction(async (tx) => {
        await lockNames(tx, { team: ['ALPHA'] });
        order.push('same team');
      });
      const sameVenue = db.transaction(async () => order.push('same venue'), { locks: lockKeys({ venue: ['hall'] }) });
      await db.transaction(async () => order.push('other team'), { locks: lockKeys({ team: ['Beta'] }) });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(order).toEqual(['other team']);
      order.push('released');
      release.resolve();
      await Promise.all([first, sameTeam, sameVenue]);
      expect(order.slice(0, 2)).toEqual(['other team', 'released']);
      expect(order).toHaveLength(4);
    });
  },
);
