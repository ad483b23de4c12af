import { useApiTest } from '../../test/api-test';
import { addUser, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('keeping the change record for CHANGES_KEEP_DAYS on $name', (engine) => {
  const env = useApiTest(engine);

  const recorded = async () =>
    (await env.db.query<{ action: string }>('select action from changes order by id')).map((entry) => entry.action);

  it('deletes the entries older than CHANGES_KEEP_DAYS when the server starts, and keeps the others', async () => {
    await addUser(env.app, { username: 'plain' });
    await signIn(env.app, 'plain');
    env.clock.advanceMinutes(2 * 24 * 60);
    await signIn(env.app, 'plain');
    expect(await recorded()).toEqual(['sign-in', 'sign-in']);

    env.clock.advanceMinutes(24 * 60 - 1);
    await (await env.rebuildApp({ changesKeepDays: 3 })).ready();
    expect(await recorded()).toEqual(['sign-in', 'sign-in']);

    await (await env.rebuildApp({ changesKeepDays: 1 })).ready();
    expect(await recorded()).toEqual(['sign-in']);
  });
});
