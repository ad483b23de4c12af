import { NUL_CHARACTER_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { feedRequests, parseCalendar } from '../../test/calendar-feeds-test';
import { addMeeting, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, buildTestApp, signIn, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { FEED_LIMIT } from './calendar-feed-routes';

/** The server's own address with the test settings' HOST and PORT, as the links are written when PUBLIC_URL is unset. */
const OWN_ADDRESS = 'http://127.0.0.1:8080';
const NOT_FOUND = { message: 'The page you are looking for was not found!' };

describe.each(testDatabaseEngines())('calendar feed links on $name', (engine) => {
  const env = useApiTest(engine);
  const places = useMeetingPlaces(env);
  const { feedsOf, resetFeeds, fetchFeed } = feedRequests(() => env.app);

  beforeEach(async () => {
    await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
  });

  it('answers absolute links, one per team and venue, under the same address whatever Host the request names', async () => {
    const feeds = await feedsOf(places.plain.token);
    const base = expect.stringMatching(new RegExp(`^${OWN_ADDRESS}/ical/[\\w-]{43}/`));
    expect(feeds).toEqual({
      mine: base,
      all: base,
      teams: { 'Data Science': base, Outreach: base },
      venues: { Annex: base, 'Main Hall': base },
    });
    expect(feeds.teams['Data Science']).toMatch(/\/team\/Data%20Science\.ics$/);
    expect(await feedsOf(places.plain.token, { host: 'attacker.example.org' })).toEqual(feeds);
    expect((await feedsOf(places.outsider.token)).mine).not.toBe(feeds.mine);
  });

  it('writes the same feed, UIDs and links included, whatever Host the request names', async () => {
    const { all } = await feedsOf(places.plain.token);
    const asked = await fetchFeed(all);
    expect(asked.body).toContain(`URL;VALUE=URI:${OWN_ADDRESS}/meeting/edit/Kickoff`);
    const [event] = parseCalendar(asked.body).events;
    for (const host of ['attacker.example.org', 'calendar.example.org:8443', '[::1]:8080']) {
      const other = await fetchFeed(all, { host });
      expect(other.statusCode).toBe(200);
      expect(parseCalendar(other.body).events).toEqual([event]);
      expect(other.body).toBe(asked.body);
    }
  });

  it('answers 404 without a hint for a wrong token, a reset one, or a deactivated user', async () => {
    const before = await feedsOf(places.plain.token);
    const wrongToken = before.all.replace(/\/ical\/[\w-]+\//, `/ical/${'A'.repeat(43)}/`);
    for (const url of [wrongToken, `${OWN_ADDRESS}/ical/x/all.ics`, before.all.replace('all.ics', 'nobody.ics')]) {
      const response = await fetchFeed(url);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }

    const reset = await resetFeeds(places.plain.token);
    expect(reset.statusCode).toBe(200);
    expect((await fetchFeed(before.all)).statusCode).toBe(404);
    const after = reset.json() as { all: string };
    expect(after.all).not.toBe(before.all);
    expect((await fetchFeed(after.all)).statusCode).toBe(200);

    await env.db.query(`update users set in_active = true where username = 'plain'`);
    expect((await fetchFeed(after.all)).statusCode).toBe(404);
  });

  it('keeps a user’s old links dead once the user was deactivated, after reactivation too', async () => {
    const old = await feedsOf(places.plain.token);
    expect((await fetchFeed(old.mine)).statusCode).toBe(200);
    const setInActive = async (inActive: boolean) => {
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/users/update/',
        headers: bearer(places.chief.token),
        payload: await userUpdateBody(env.app, places.plain.userId, { inActive }),
      });
      expect(response.statusCode).toBe(200);
    };

    await setInActive(true);
    expect((await fetchFeed(old.mine)).statusCode).toBe(404);
    await setInActive(false);
    expect((await fetchFeed(old.mine)).statusCode).toBe(404);
    expect((await fetchFeed(old.all)).statusCode).toBe(404);

    const renewed = await feedsOf((await signIn(env.app, 'plain')).token);
    expect(renewed.mine).not.toBe(old.mine);
    expect((await fetchFeed(renewed.mine)).statusCode).toBe(200);
  });

  it('answers 400 {message} to a feed name holding NUL', async () => {
    const { all } = await feedsOf(places.plain.token);
    for (const url of [all.replace('all.ics', '%00.ics'), all.replace('all.ics', 'team/Data%00Science.ics')]) {
      const response = await fetchFeed(url);
      expect([response.statusCode, response.json()]).toEqual([400, { message: NUL_CHARACTER_MESSAGE }]);
    }
  });

  it('limits the requests of one user over all its links, and a reset gives no fresh allowance', async () => {
    const { mine, all } = await feedsOf(places.outsider.token);
    for (let count = 0; count < FEED_LIMIT.hits; count++) {
      expect((await fetchFeed(count % 2 === 0 ? mine : all)).statusCode).toBe(200);
    }
    const refused = await fetchFeed(mine);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');

    const reset = (await resetFeeds(places.outsider.token)).json() as { mine: string };
    expect((await fetchFeed(reset.mine)).statusCode).toBe(429);
    // Another user's links keep their own allowance.
    expect((await fetchFeed((await feedsOf(places.plain.token)).mine)).statusCode).toBe(200);
  });

  it('never writes a feed token to the log, however the link is spelt', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(env.db, { clock: env.clock, logger: { write: (line) => lines.push(line) } });
    try {
      const path = new URL((await feedsOf(places.plain.token)).all).pathname;
      const token = path.split('/')[2] ?? '';
      for (const url of [path, path.replace('/ical/', '/%69cal/'), `${path}?refresh=1`]) {
        expect((await logged.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      const log = lines.join('');
      expect(log).not.toContain(token);
      for (const url of ['/ical/[token]/all.ics', '/%69cal/[token]/all.ics', '/ical/[token]/all.ics?refresh=1']) {
        expect(log).toContain(`"url":"${url}"`);
      }
    } finally {
      await logged.close();
    }
  });
});
