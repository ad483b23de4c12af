import { useApiTest } from '../../test/api-test';
import { MEETING_MAIL_SETTINGS, outboxOnceWritten, parseInvitations } from '../../test/mail-test';
import { addMeetings, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';
import { meetingMessages, meetingsNow } from './meeting-mail';

/**
 * Outlook takes only the first VEVENT of a message ([MS-STANOICAL] 2.2.175): a message must hold one calendar object,
 * one meeting on its own or one series. And whoever stops seeing a meeting gets a cancellation newer than anything
 * they had of it, because the meeting's own SEQUENCE rises.
 */
describe.each(testDatabaseEngines())('one calendar object per message on $name', (engine) => {
  const test = useApiTest(engine, { settings: MEETING_MAIL_SETTINGS });
  const places = useMeetingPlaces(test);
  const teams = teamRequests(() => test.app);

  /** The messages after the first `from` to one address, with their calendar parts read. */
  const mailTo = async (address: string, from = 0) =>
    (await outboxOnceWritten(test.db))
      .slice(from)
      .filter((row) => row.recipient_email === address)
      .map((row) => ({
        subject: row.subject,
        text: row.text_body,
        ...parseInvitations(row.calendar ?? ''),
      }));
  const sentSoFar = async () => (await outboxOnceWritten(test.db)).length;
  /** Three Data Science meetings on their own, and a weekly series of three. */
  const addMeetingsAndSeries = async () => {
    await addMeetings(test.app, places.chief.token, [
      { _id: 'Kickoff' },
      { _id: 'Review', ...on('2030-05-07', '13:00', '14:00') },
      { _id: 'Retro', team: 'Outreach', ...on('2030-05-08', '08:00', '09:00') },
      { _id: 'Planning', ...on('2030-05-09', '21:30', '22:30') },
    ]);
    const series = await meetingRequests(() => test.app).add(
      places.chief.token,
      newMeetingPayload({
        _id: 'Weekly',
        ...on('2030-05-10', '07:00', '08:00'),
        repeat: { frequency: 'weekly', count: 3 },
      }),
    );
    expect(series.statusCode).toBe(201);
  };
  const setMembers = async (team: string, members: string[]) => {
    const stored = (await teams.edit(places.chief.token, team)).json();
    expect((await teams.update(places.chief.token, { ...stored, members })).statusCode).toBe(200);
  };
  const sequenceOf = async (id: string) =>
    (await test.db.query<{ sequence: number }>('select sequence from meetings where id = $1', [id]))[0]?.sequence;

  it('invites a member who joins a team with one message per meeting and one per series, each naming what it holds', async () => {
    await addMeetingsAndSeries();
    const before = await sentSoFar();
    await setMembers('Data Science', ['plain', 'outsider']);
    const invitations = await mailTo('outsider@example.org', before);
    expect(invitations.map((mail) => [mail.method, mail.events.length, mail.subject])).toEqual([
      ['REQUEST', 1, 'Invitation: Data Science meeting on Mon May 06 2030 at 12:00 pm'],
      ['REQUEST', 1, 'Invitation: Data Science meeting on Tue May 07 2030 at 03:00 pm'],
      ['REQUEST', 1, 'Invitation: Data Science meeting on Thu May 09 2030 at 11:30 pm'],
      ['REQUEST', 1, 'Invitation: 3 Data Science meetings from Fri May 10 2030'],
    ]);
    expect(new Set(invitations.map((mail) => mail.events[0]?.uid)).size).toBe(4);
    // A reader of the first VEVENT of each message alone has every meeting: the series as its rule.
    expect(invitations.map((mail) => mail.events[0]?.rule ?? null)).toEqual([null, null, null, 'FREQ=WEEKLY;COUNT=3']);
    for (const single of invitations.slice(0, 3)) {
      expect(single.text.startsWith('You are invited to this meeting.\n')).toBe(true);
      expect(single.text.match(/^Day: /gm)).toHaveLength(1);
    }
    expect(invitations[3]?.text.startsWith('You are invited to these 3 meetings.\n')).toBe(true);
    // Nobody else hears of it: what their events show did not change.
    expect((await outboxOnceWritten(test.db)).slice(before).map((row) => row.recipient_email)).toEqual(
      Array(4).fill('outsider@example.org'),
    );
  });

  it('cancels each meeting for a member who leaves, with a SEQUENCE above the invitation’s, as the feeds now hold it', async () => {
    await addMeetingsAndSeries();
    const invited = await mailTo('plain@example.org');
    const before = await sentSoFar();
    test.clock.advanceMinutes(5);
    await setMembers('Data Science', ['outsider']);
    const cancellations = await mailTo('plain@example.org', before);
    expect(cancellations.map((mail) => [mail.method, mail.events.length, mail.subject])).toEqual([
      ['CANCEL', 1, 'Cancelled: Data Science meeting on Mon May 06 2030 at 12:00 pm'],
      ['CANCEL', 1, 'Cancelled: Data Science meeting on Tue May 07 2030 at 03:00 pm'],
      ['CANCEL', 1, 'Cancelled: Data Science meeting on Thu May 09 2030 at 11:30 pm'],
      ['CANCEL', 1, 'Cancelled: 3 Data Science meetings from Fri May 10 2030'],
    ]);
    expect(cancellations[3]?.text.startsWith('These 3 meetings are cancelled for you.\n')).toBe(true);
    for (const [index, cancellation] of cancellations.entries()) {
      const [event] = cancellation.events;
      const invitation = invited.find((mail) => mail.events[0]?.uid === event?.uid)?.events[0];
      expect(Number(event?.sequence)).toBeGreaterThan(Number(invitation?.sequence ?? Number.POSITIVE_INFINITY));
      if (index < 3) expect(event?.sequence).toBe(await sequenceOf(['Kickoff', 'Review', 'Planning'][index] ?? ''));
    }
    // Another team's meeting, and the team's lead who stays, hear nothing.
    expect(await sequenceOf('Retro')).toBe(0);
    expect(await mailTo('chief@example.org', before)).toEqual([]);
  });

  it('cancels a venue’s meetings for a contact who is replaced, with a SEQUENCE above the invitation’s', async () => {
    const venues = venueRequests(() => test.app);
    const venue = (await venues.edit(places.chief.token, 'Main Hall')).json();
    expect((await venues.update(places.chief.token, { ...venue, contact: 'kowalski' })).statusCode).toBe(200);
    await addMeetings(test.app, places.chief.token, [{ _id: 'Kickoff' }]);
    const [invitation] = await mailTo('kowalski@example.org');
    const before = await sentSoFar();
    test.clock.advanceMinutes(5);
    const again = (await venues.edit(places.chief.token, 'Main Hall')).json();
    expect((await venues.update(places.chief.token, { ...again, contact: '' })).statusCode).toBe(200);
    const [cancellation, ...more] = await mailTo('kowalski@example.org', before);
    expect(more).toEqual([]);
    expect(cancellation?.method).toBe('CANCEL');
    expect(cancellation?.events[0]?.sequence).toBe(Number(invitation?.events[0]?.sequence) + 1);
    expect(await sequenceOf('Kickoff')).toBe(cancellation?.events[0]?.sequence);
    expect((await outboxOnceWritten(test.db)).length).toBe(before + 1);
  });

  it('tells a person invited to a series they no longer see when its message is written nothing, not a CANCEL', async () => {
    await addMeetingsAndSeries();
    // The add as its intent holds it, and the sender coming to it only after plain left the team.
    const ids = (await test.db.query<{ id: string }>(`select id from meetings where id like 'Weekly%'`)).map(
      (row) => row.id,
    );
    const added = await meetingsNow(test.db, ids, MEETING_MAIL_SETTINGS.mailFrom);
    await setMembers('Data Science', ['outsider']);
    const settings = { ...MEETING_MAIL_SETTINGS, senderName: 'RG scheduler' };
    const late = await meetingMessages(test.db, [], added, new Date(test.clock.now()), settings);
    expect(late.map((mail) => [mail.recipient.email, mail.calendar?.method, mail.subject])).toEqual([
      ['chief@example.org', 'REQUEST', 'Invitation: 3 Data Science meetings from Fri May 10 2030'],
    ]);
  });
});
