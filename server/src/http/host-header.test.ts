import { BAD_HOST_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { feedRequests } from '../../test/calendar-feeds-test';
import { addMeeting, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('the Host header on $name', (engine) => {
  const env = useApiTest(engine);
  const places = useMeetingPlaces(env);
  const { feedsOf } = feedRequests(() => env.app);

  /** A feed, a download, API reads, the app's config and pages, and an unknown address. */
  const urls = async () => {
    await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
    const feeds = await feedsOf(places.plain.token);
    return [
      new URL(feeds.all).pathname,
      new URL(feeds.teams['Data Science'] ?? '').pathname,
      '/api/meetings/ics/Kickoff',
      '/api/calendar/feeds',
      '/api/users/current',
      '/api/meetings',
      '/config.json',
      '/meeting/list',
      '/no/such/page',
    ];
  };

  it.each([
    ['a space', 'calendar example.org'],
    ['an unclosed IPv6 literal', '[::1'],
    ['user information', 'someone@example.org'],
    ['a port that is no number', 'example.org:http'],
    ['a path', 'example.org/ical'],
    ['two hosts', 'example.org, example.net'],
  ])('answers 400 {message} to a Host with %s, on every route', async (_case, host) => {
    for (const url of await urls()) {
      const response = await env.app.inject({ method: 'GET', url, headers: { ...bearer(places.plain.token), host } });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message: BAD_HOST_MESSAGE }]);
    }
  });

  it('serves a Host of a name, an IPv4 or IPv6 address, with or without a port', async () => {
    const feedUrl = (await urls())[0] ?? '';
    for (const host of [
      'scheduler.example.org',
      'localhost:8080',
      '192.0.2.7',
      '[2001:db8::1]:8443',
      'xn--bcher-kva.example',
    ]) {
      const response = await env.app.inject({ method: 'GET', url: feedUrl, headers: { host } });
      expect([host, response.statusCode]).toEqual([host, 200]);
    }
  });
});
