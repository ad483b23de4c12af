import type { ParsedMail } from 'mailparser';
import { useApiTest } from '../../test/api-test';
import { MEETING_MAIL_SETTINGS, startTestMailServer } from '../../test/mail-test';
import { addMeeting, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, type SignedIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const SETTINGS = MEETING_MAIL_SETTINGS;
const PUBLIC_URL = SETTINGS.publicUrl;

/** A message's one-click unsubscribe (RFC 8058), as a mail app uses it: without signing in. */
describe.each(testDatabaseEngines())("a message's unsubscribe link on $name", (engine) => {
  const test = useApiTest(engine, { settings: SETTINGS });
  const places = useMeetingPlaces(test);

  /** The path and query of the List-Unsubscribe link of the message that arrived for `address`. */
  const unsubscribePath = (arrived: ParsedMail[], address: string) => {
    const mail = arrived.find((each) => !Array.isArray(each.to) && each.to?.value[0]?.address === address);
    const line = mail?.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
    const url = /^List-Unsubscribe:\s+<(https:\/\/[^>]+)>$/.exec(line)?.[1];
    if (!url?.startsWith(`${PUBLIC_URL}/api/mail/unsubscribe?`)) throw new Error(`no one-click link: ${line}`);
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  };
  /** Adds a meeting, and answers the unsubscribe links of its messages to chief and plain. */
  const linksOfAnInvitation = async () => {
    const smtp = await startTestMailServer();
    try {
      await test.rebuildApp({ ...SETTINGS, smtpUrl: smtp.url });
      await addMeeting(test.app, places.chief.token, newMeetingPayload());
      const arrived = await smtp.waitFor(2);
      return {
        chief: unsubscribePath(arrived, 'chief@example.org'),
        plain: unsubscribePath(arrived, 'plain@example.org'),
      };
    } finally {
      await smtp.close();
    }
  };
  const preferencesOf = async (person: SignedIn) =>
    (
      await test.app.inject({ url: `/api/users/preferences/${person.userId}`, headers: bearer(places.chief.token) })
    ).json();
  const oneClick = (path: string, contentType = 'application/x-www-form-urlencoded', acceptLanguage = '') =>
    test.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': contentType, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      payload:
        contentType === 'application/x-www-form-urlencoded'
          ? 'List-Unsubscribe=One-Click'
          : '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });

  it('turns off the mail of that address alone, with no sign-in, as the person’s own recorded change', async () => {
    const links = await linksOfAnInvitation();
    const unsubscribed = await oneClick(links.plain);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({
      message:
        'You will get no more invitations, changes, cancellations or reminders of meetings by email. Turn them on again under Email notifications on your page.',
    });
    expect(await preferencesOf(places.plain)).toEqual({ mailChanges: false, reminder: '1h', language: null });
    expect(await preferencesOf(places.chief)).toEqual({ mailChanges: true, reminder: '1h', language: null });
    const history = await test.app.inject({
      url: `/api/changes?kind=user&id=${places.plain.userId}`,
      headers: bearer(places.chief.token),
    });
    expect(history.json().items[0]).toMatchObject({
      actor: 'plain',
      fields: { mailChanges: { old: true, new: false } },
    });
    // Again, as a mail app may POST twice: still off, nothing more recorded.
    expect((await oneClick(links.plain, 'multipart/form-data; boundary=b')).statusCode).toBe(200);
    const again = await test.app.inject({
      url: `/api/changes?kind=user&id=${places.plain.userId}`,
      headers: bearer(places.chief.token),
    });
    expect(again.json().items).toHaveLength(history.json().items.length);
  });

  it('answers in the language the unsubscribing client asks for', async () => {
    const links = await linksOfAnInvitation();
    const unsubscribed = await oneClick(links.plain, undefined, 'pl');
    expect([unsubscribed.statusCode, unsubscribed.headers.vary]).toEqual([200, 'Accept-Language']);
    expect(unsubscribed.json().message).toMatch(/^Nie będziesz już otrzymywać e-mailem zaproszeń/);
    const refused = await oneClick('/api/mail/unsubscribe?address=chief%40example.org', undefined, 'de');
    expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Dieser Abmeldelink ist ungültig.' }]);
  });

  it('changes nothing when opened: it leads to the preferences on the reader’s page', async () => {
    const links = await linksOfAnInvitation();
    const opened = await test.app.inject({ url: links.plain });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/user/get`);
    expect(await preferencesOf(places.plain)).toEqual({ mailChanges: true, reminder: '1h', language: null });
  });

  it('refuses a link the server did not make: an address with another’s signature, a changed or missing one', async () => {
    const links = await linksOfAnInvitation();
    const query = (path: string) => new URL(path, PUBLIC_URL).searchParams;
    const link = (address: string, token: string) => `/api/mail/unsubscribe?${new URLSearchParams({ address, token })}`;
    const [chiefToken, plainToken] = [query(links.chief).get('token') ?? '', query(links.plain).get('token') ?? ''];
    expect(query(links.chief).get('address')).toBe('chief@example.org');
    const forged = [
      link('chief@example.org', plainToken),
      link('chief@example.org', `${chiefToken.slice(1)}A`),
      link('chief@example.org', ''),
      '/api/mail/unsubscribe?address=chief%40example.org',
      link('', chiefToken),
    ];
    for (const path of forged) {
      const refused = await oneClick(path);
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'This unsubscribe link is not valid.' }]);
      expect((await test.app.inject({ url: path })).statusCode).toBe(404);
    }
    expect(await preferencesOf(places.chief)).toEqual({ mailChanges: true, reminder: '1h', language: null });
  });
});
