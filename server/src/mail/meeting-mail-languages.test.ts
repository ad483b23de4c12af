import type { Language } from '@scheduler/shared-domain/languages';
import { useApiTest } from '../../test/api-test';
import { MEETING_MAIL_SETTINGS, outboxOnceWritten } from '../../test/mail-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, type SignedIn, TEST_PASSWORD } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** Each person reads a meeting's messages in their own language: the one they chose, else their browser's. */
describe.each(testDatabaseEngines())("a meeting's messages in their readers' languages on $name", (engine) => {
  const test = useApiTest(engine, { settings: MEETING_MAIL_SETTINGS });
  const places = useMeetingPlaces(test);

  const choose = async (who: SignedIn, language: Language) => {
    const payload = { mailChanges: true, reminder: '1h', language };
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/users/preferences',
      headers: bearer(who.token),
      payload,
    });
    expect(saved.statusCode).toBe(200);
  };
  const messageTo = async (username: string) => {
    const row = (await outboxOnceWritten(test.db)).find((each) => each.recipient_email === `${username}@example.org`);
    if (!row) throw new Error(`no message to ${username}`);
    return row;
  };
  const lines = (text: string) => text.split('\n');

  it.each([
    [
      'de',
      'Einladung: Termin von Data Science am Mo., 6. Mai 2030 um 12:00',
      'Sie sind zu diesem Termin eingeladen.',
      'Zeit: 12:00 – 13:00 (Europe/Warsaw)',
      'Link zur Besprechung',
    ],
    [
      'fr',
      'Invitation : réunion Data Science le lun. 6 mai 2030 à 12:00',
      'Vous êtes invité(e) à cette réunion.',
      'Heure: 12:00 – 13:00 (Europe/Warsaw)',
      'Lien de la réunion',
    ],
    [
      'pl',
      'Zaproszenie: spotkanie zespołu Data Science w dniu pon., 6 maj 2030 o 12:00',
      'Zapraszamy cię na to spotkanie.',
      'Godzina: 12:00 – 13:00 (Europe/Warsaw)',
      'Link do spotkania',
    ],
  ] as const)('writes an invitation in %s to a member who chose it', async (language, subject, heading, time, link) => {
    await choose(places.plain, language);
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    const message = await messageTo('plain');
    expect(message.subject).toBe(subject);
    expect(lines(message.text_body)[0]).toBe(heading);
    expect(lines(message.text_body)).toContain(time);
    expect(message.html_body).toContain(`<html lang="${language}">`);
    // The invitation's event too, unfolded (RFC 5545 folds its long lines).
    const calendar = (message.calendar ?? '').replaceAll('\r\n ', '');
    expect(calendar).toContain(`${link}: https://meet.example.org/data-science`);
    // The team's lead chose none and signed in with no language asked for: English, as the SPEC words it.
    const english = await messageTo('chief');
    expect(english.subject).toBe('Invitation: Data Science meeting on Mon May 06 2030 at 12:00 pm');
    expect((english.calendar ?? '').replaceAll('\r\n ', '')).toContain(
      'Meeting link: https://meet.example.org/data-science',
    );
  });

  it('writes in the language the browser asked for at sign-in, until the person chooses one', async () => {
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'accept-language': 'pl-PL, pl;q=0.9, en;q=0.5' },
      payload: { username: 'plain', password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    expect(lines((await messageTo('plain')).text_body)[0]).toBe('Zapraszamy cię na to spotkanie.');

    await choose(places.plain, 'de');
    await addMeeting(
      test.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Review', ...on('2030-05-07', '10:00', '11:00') }),
    );
    const [, second] = (await outboxOnceWritten(test.db)).filter((row) => row.recipient_email === 'plain@example.org');
    expect(lines(second?.text_body ?? '')[0]).toBe('Sie sind zu diesem Termin eingeladen.');
  });

  it.each([
    [2, 'Zaproszenie: 2 spotkania (Data Science) od pon., 6 maj 2030', 'Zapraszamy cię na te 2 spotkania.'],
    [5, 'Zaproszenie: 5 spotkań (Data Science) od pon., 6 maj 2030', 'Zapraszamy cię na tych 5 spotkań.'],
  ])('counts the %i meetings of a series with the plural forms of Polish', async (count, subject, heading) => {
    await choose(places.plain, 'pl');
    const added = await meetingRequests(() => test.app).add(
      places.chief.token,
      newMeetingPayload({ _id: 'Weekly', repeat: { frequency: 'weekly', count } }),
    );
    expect(added.statusCode).toBe(201);
    const message = await messageTo('plain');
    expect([message.subject, lines(message.text_body)[0]]).toEqual([subject, heading]);
  });
});
