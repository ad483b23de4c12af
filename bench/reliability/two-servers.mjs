// Two server processes on two ports sharing one PostgreSQL database: a session opened on one is
// refreshed (with its cookie; the token alone is refused) and used on the other, and once signed out on the first,
// the second refuses it at once. Failed sign-ins of one username spread over the two reach the limit as if made on
// one: both then refuse even the right password from that address. A venue image uploaded through one is served by
// the other.
import { figure } from '../figures.mjs';
import { ADMIN, apiClient, check, meetingWriter, ok, postgresDatabase, runTag, serve, signIn } from './lib.mjs';

/** Failed sign-ins of one username from one address that a server allows in a window (SIGN_IN_LIMITS). */
const FAILURES_AT_ADDRESS = 5;

export default async function twoServers() {
  const { url } = await postgresDatabase();
  // One after the other: the first applies the migrations and loads the demo data.
  const first = await serve({ databaseUrl: url });
  const second = await serve({ databaseUrl: url });
  try {
    const session = await signIn(first.url);
    await imageUploadedOnOneServedByTheOther(first.url, second.url, session.token);
    const stolen = await apiClient(second.url, session.token)('POST', '/api/users/refresh', { _id: session.sessionId });
    check(stolen.status === 401, `a refresh with the token but without its cookie answered ${stolen.status}`);
    const onSecond = apiClient(second.url, session.token, session.refreshCookie);
    const refresh = await onSecond('POST', '/api/users/refresh', { _id: session.sessionId });
    check(refresh.status === 200 && refresh.refreshCookie, `the refresh on the second answered ${refresh.status}`);
    const refreshed = refresh.body;
    const refreshedOnSecond = apiClient(second.url, refreshed.token, refresh.refreshCookie);
    const writer = await meetingWriter(refreshedOnSecond, runTag('P'));
    const meeting = await ok(refreshedOnSecond, 'POST', '/api/meetings/add', writer.next());
    const seenOnFirst = await ok(session.call, 'GET', `/api/meetings/edit/${encodeURIComponent(meeting._id)}`);
    check(seenOnFirst._id === meeting._id, 'the first server does not see the write made on the second');

    await ok(apiClient(first.url, session.token), 'GET', `/api/users/logout/${session.sessionId}`);
    const signedOutAt = performance.now();
    for (const [where, call] of [
      ['second server, refreshed token', refreshedOnSecond],
      ['second server, first token', onSecond],
      ['first server, refreshed token', apiClient(first.url, refreshed.token, refresh.refreshCookie)],
    ]) {
      const current = await call('GET', '/api/users/current');
      check(current.status === 401, `after sign-out, ${where}: /users/current answered ${current.status}`);
      const refused = await call('POST', '/api/users/refresh', { _id: session.sessionId });
      check(refused.status === 401, `after sign-out, ${where}: /users/refresh answered ${refused.status}`);
    }
    const refusedFor = performance.now() - signedOutAt;

    // Last, as it holds the Admin back from this address for the rest of the window.
    const servers = [apiClient(first.url), apiClient(second.url)];
    for (let attempt = 0; attempt < FAILURES_AT_ADDRESS; attempt += 1) {
      const wrong = await servers[attempt % 2]('POST', '/api/users/authenticate', { ...ADMIN, password: 'wrong' });
      check(wrong.status === 401, `wrong password ${attempt + 1} of ${FAILURES_AT_ADDRESS} answered ${wrong.status}`);
    }
    for (const [where, call] of [
      ['first', servers[0]],
      ['second', servers[1]],
    ]) {
      const held = await call('POST', '/api/users/authenticate', ADMIN);
      check(
        held.status === 429,
        `after ${FAILURES_AT_ADDRESS} failures spread over both servers, the ${where} answered ${held.status}, not 429`,
      );
    }
    return [
      figure({
        figure: 'Two servers, one PostgreSQL: sign-out on one refused on the other',
        value: refusedFor,
        unit: 'ms',
        note: 'time of the six refused calls, the first made right after sign-out',
      }),
    ];
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}

// ---- Venue images: uploaded through one process, served by the other (they live in the database) ----------------

/** A real 1×1 PNG, as the venue form uploads an icon. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwAEAQH/2m5dIwAAAABJRU5ErkJggg==',
  'base64',
);

async function imageUploadedOnOneServedByTheOther(firstUrl, secondUrl, token) {
  const uploaded = await fetch(`${firstUrl}/api/venues/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: ONE_PIXEL_PNG,
  });
  check(uploaded.status === 201, `the upload to the first server answered ${uploaded.status}`);
  const { path } = await uploaded.json();
  const served = await fetch(`${secondUrl}${path}`);
  const bytes = Buffer.from(await served.arrayBuffer());
  check(served.status === 200, `the second server answered ${served.status} for an image uploaded to the first`);
  check(bytes.equals(ONE_PIXEL_PNG), 'the second server served other bytes than the first received');
  const again = await fetch(`${secondUrl}${path}`, { headers: { 'if-none-match': served.headers.get('etag') ?? '' } });
  check(again.status === 304, `the second server answered ${again.status} to a browser that has the image`);
}
