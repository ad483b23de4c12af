import { useApiTest } from '../../test/api-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const TEAMS = 20;
const VENUES = 20;
const MEETINGS = 10_000;
/** Feed requests sent at once, spread over three users' links, every scope, each with a Host never seen before. */
const FEED_REQUESTS = 60;
/** Another user's quick request, timed again and again while the feeds are hammered. */
const BYSTANDER_P95_LIMIT_MS = 300;

/** Teams led by `chief` with `plain` as a member, venues, and one meeting every 90 minutes from 2027 on. */
const SEED = `
  insert into teams (name, description, lead_id, updated_date)
    select 'Team ' || n, '', (select id from users where username = 'chief'), now() from generate_series(1, ${TEAMS}) n;
  insert into team_members (team_name, user_id, position)
    select 'Team ' || n, (select id from users where username = 'plain'), 0 from generate_series(1, ${TEAMS}) n;
  insert into venues (name, address, town, location, updated_date)
    select 'Venue ' || n, n || ' Main Street', 'Springfield', 'https://maps.example.org/' || n, now()
      from generate_series(1, ${VENUES}) n;
  insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date)
    select 'Meeting ' || n, 'Team ' || (n % ${TEAMS} + 1), 'Venue ' || (n * 7 % ${VENUES} + 1), slot,
           slot + interval '1 hour', 'Agenda item ' || n || ': results, plans & questions.', now()
      from generate_series(1, ${MEETINGS}) n,
           lateral (select timestamptz '2027-01-04 08:00Z' + n * interval '90 minutes' as slot) as start;
  analyze;`;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

describe.each(testDatabaseEngines())('calendar feeds under load on $name', (engine) => {
  const env = useApiTest(engine);

  it('keep another user’s requests quick while many feeds are asked at once', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await addUser(env.app, { username: 'plain' });
    await addUser(env.app, { username: 'outsider' });
    await addUser(env.app, { username: 'bystander' });
    await env.db.execScript(SEED);
    const tokens = await Promise.all(
      ['chief', 'plain', 'outsider'].map(async (name) => (await signIn(env.app, name)).token),
    );
    const bystander = (await signIn(env.app, 'bystander')).token;
    const feedUrls = await Promise.all(
      tokens.map(async (token) => {
        const response = await env.app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: bearer(token) });
        const feeds = response.json() as { mine: string; all: string; teams: object; venues: object };
        return [feeds.all, feeds.mine, ...Object.values(feeds.teams), ...Object.values(feeds.venues)].map(
          (url: string) => new URL(url).pathname,
        );
      }),
    );

    let hammering = true;
    const hammer = Promise.all(
      Array.from({ length: FEED_REQUESTS }, async (_, index) => {
        const urls = feedUrls[index % feedUrls.length] ?? [];
        const response = await env.app.inject({
          method: 'GET',
          url: urls[index % urls.length] ?? '',
          headers: { host: `calendar-${index}.example.org` },
        });
        expect(response.statusCode).toBe(200);
      }),
    ).finally(() => {
      hammering = false;
    });

    const bystanderMs: number[] = [];
    while (hammering || bystanderMs.length < 5) {
      const started = performance.now();
      const response = await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(bystander) });
      bystanderMs.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await hammer;
    expect(percentile(bystanderMs, 0.95)).toBeLessThan(BYSTANDER_P95_LIMIT_MS);
  }, 240_000);
});
