import { useApiTest } from '../../test/api-test';
import { outboxOnceWritten, parseInvitation, startTestMailServer } from '../../test/mail-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { addUser, newTeamPayload, newVenuePayload, storedUsers } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';
import type { OutboxRow } from './mail-repository';

const MAIL_FROM = 'scheduler@group.test';
const PUBLIC_URL = 'https://scheduler.group.test';

describe.each(testDatabaseEngines())("a meeting's messages on $name", (engine) => {
  const test = useApiTest(engine, {
    settings: { mailFrom: MAIL_FROM, publicUrl: PUBLIC_URL, timeZone: 'Europe/Warsaw' },
  });
  const places = useMeetingPlaces(test);
  const meetings = meetingRequests(() => test.app);

  /** The outbox, oldest first, with each message's invitation read. */
  const outbox = async () => {
    const rows = await outboxOnceWritten(test.db);
    return rows.map((row: OutboxRow) => ({
      to: row.recipient_email,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      method: row.calendar_method,
      invitation: parseInvitation(row.calendar ?? ''),
    }));
  };
  /**
   * The chief adds a meeting, and its invitations are written before anything else happens to it: the sender writes
   * a change's messages in the background, and it writes none for a meeting gone before it came to the add.
   */
  const addInvited = async () => {
    const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    expect(await outbox()).toHaveLength(2);
    return meeting;
  };
  const uidOf = async (id: string) =>
    (await test.db.query<{ uid: string }>('select uid::text as uid from meetings where id = $1', [id]))[0]?.uid;
  /** What the chief's edit form sends back for the meeting, with these changes. */
  const updateBody = async (id: string, changes: Record<string, unknown>) => {
    const stored = (await meetings.edit(places.chief.token, id)).json();
    return { ...stored, team: stored.team, venue: stored.venue, ...changes };
  };

  it('invites the team’s lead and members and the venue’s contacts, each once, active and with an address', async () => {
    await addUser(test.app, { username: 'gone', role: 'User', inActive: true });
    await addUser(test.app, { username: 'silent', role: 'User', email: '' });
    const teams = teamRequests(() => test.app);
    const venues = venueRequests(() => test.app);
    expect(
      (
        await teams.add(
          places.chief.token,
          newTeamPayload({ _id: 'Everyone', teamLead: 'chief', members: ['plain', 'gone', 'silent'] }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await venues.add(
          places.chief.token,
          newVenuePayload(
            { _id: 'Lab', RG_contact: 'outsider', contact: 'kowalski' },
            test.app.settings.groupAbbreviation,
          ),
        )
      ).statusCode,
    ).toBe(201);
    const meeting = await addMeeting(
      test.app,
      places.chief.token,
      newMeetingPayload({ team: 'Everyone', venue: 'Lab' }),
    );
    const sent = await outbox();
    expect(sent.map((message) => message.to).sort()).toEqual([
      'chief@example.org',
      'kowalski@example.org',
      'outsider@example.org',
      'plain@example.org',
    ]);
    const uid = await uidOf(meeting._id);
    for (const message of sent) {
      expect(message.method).toBe('REQUEST');
      expect(message.subject).toBe('Invitation: Everyone meeting on Mon May 06 2030 at 12:00 pm');
      expect(message.invitation).toEqual({
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        organizer: `mailto:${MAIL_FROM}`,
        attendees: [`mailto:${message.to}`],
        start: '2030-05-06T10:00:00.000Z',
        // A meeting on its own is a single event, in UTC.
        recurrenceId: null,
        rule: null,
      });
    }
  });

  it('writes the meeting in text and HTML: team, venue, map, day and times in TIME_ZONE, comments, links', async () => {
    const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    const [message] = await outbox();
    const link = `${PUBLIC_URL}/meeting/edit/${meeting._id}`;
    expect(message?.text).toBe(
      [
        'You are invited to this meeting.',
        '',
        'Team: Data Science',
        'Venue: Main Hall, 1 College Road, Springfield',
        'Map: https://www.openstreetmap.org/?mlat=51.75&mlon=-1.25',
        'Day: Mon May 06 2030',
        'Time: 12:00 pm – 01:00 pm (Europe/Warsaw)',
        'Comments: Goals, roles & dates: bring one chart!',
        'Meeting link: https://meet.example.org/data-science',
        `In the scheduler: ${link}`,
        '',
        '-- ',
        `To choose what the scheduler emails you: ${PUBLIC_URL}/user/get`,
        '',
      ].join('\n'),
    );
    expect(message?.html).toContain('<td>Goals, roles &#38; dates: bring one chart!</td>');
    expect(message?.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('sends nothing of its meetings to whoever turned off invitations and changes', async () => {
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/users/preferences',
      headers: { authorization: `Bearer ${places.plain.token}` },
      payload: { mailChanges: false, reminder: '1h' },
    });
    expect(saved.statusCode).toBe(200);
    const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    test.clock.advanceMinutes(5);
    await meetings.update(places.chief.token, await updateBody(meeting._id, on('2030-05-06', '13:00', '14:00')));
    await meetings.remove(places.chief.token, meeting._id);
    expect((await outbox()).map((message) => message.to)).toEqual([
      'chief@example.org',
      'chief@example.org',
      'chief@example.org',
    ]);
  });

  it('never makes MAIL_FROM an attendee, even when a member has that address', async () => {
    const chief = await storedUsers(test.app).findByUsername('chief');
    await test.db.query('update users set email = $2 where id = $1', [chief?.id, MAIL_FROM]);
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    const sent = await outbox();
    expect(sent.map((message) => message.to)).toEqual(['plain@example.org']);
    expect(sent[0]?.invitation.attendees).not.toContain(`mailto:${MAIL_FROM}`);
  });

  it('sends a change with the same UID and a higher SEQUENCE, and nothing when nothing anyone sees changed', async () => {
    const meeting = await addInvited();
    test.clock.advanceMinutes(5);
    const same = await meetings.update(places.chief.token, await updateBody(meeting._id, {}));
    expect(same.statusCode).toBe(200);
    expect(await outbox()).toHaveLength(2);

    test.clock.advanceMinutes(5);
    const moved = await meetings.update(
      places.chief.token,
      await updateBody(meeting._id, on('2030-05-06', '13:00', '14:00')),
    );
    expect(moved.statusCode).toBe(200);
    const changes = (await outbox()).slice(2);
    expect(changes.map((message) => message.to).sort()).toEqual(['chief@example.org', 'plain@example.org']);
    for (const change of changes) {
      expect(change.subject).toBe('Changed: Data Science meeting on Mon May 06 2030 at 03:00 pm');
      // Outlook moves the event only with its UID, a higher SEQUENCE, REQUEST and the ORGANIZER all there.
      expect(change.invitation).toMatchObject({
        method: 'REQUEST',
        uid: await uidOf(meeting._id),
        sequence: 1,
        organizer: `mailto:${MAIL_FROM}`,
        start: '2030-05-06T13:00:00.000Z',
      });
    }
  });

  it('cancels for whoever left the meeting’s team with a move, and invites whoever joined', async () => {
    const meeting = await addInvited();
    test.clock.advanceMinutes(5);
    await meetings.update(places.chief.token, await updateBody(meeting._id, { team: 'Outreach' }));
    const byRecipient = Object.fromEntries(
      (await outbox()).slice(2).map((message) => [message.to, [message.method, message.invitation.sequence]]),
    );
    expect(byRecipient).toEqual({
      'chief@example.org': ['REQUEST', 1],
      'outsider@example.org': ['REQUEST', 1],
      'plain@example.org': ['CANCEL', 1],
    });
  });

  it('cancels the team’s meetings to come for a member who leaves it, and invites one who joins', async () => {
    const meeting = await addInvited();
    test.clock.advanceMinutes(5);
    const teams = teamRequests(() => test.app);
    const team = (await teams.edit(places.chief.token, 'Data Science')).json();
    expect((await teams.update(places.chief.token, { ...team, members: ['outsider'] })).statusCode).toBe(200);
    const told = (await outbox()).slice(2);
    expect(told.map((message) => [message.to, message.method, message.invitation.uid])).toEqual([
      ['outsider@example.org', 'REQUEST', await uidOf(meeting._id)],
      ['plain@example.org', 'CANCEL', await uidOf(meeting._id)],
    ]);

    // A team change that moves nothing anyone sees sends nothing.
    const again = (await teams.edit(places.chief.token, 'Data Science')).json();
    expect((await teams.update(places.chief.token, { ...again, description: 'New words' })).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(4);
  });

  it('invites a venue’s new contact to its meetings to come, cancels them for the old one, and tells all of a move', async () => {
    const meeting = await addInvited();
    test.clock.advanceMinutes(5);
    const venues = venueRequests(() => test.app);
    const venue = (await venues.edit(places.chief.token, 'Main Hall')).json();
    expect((await venues.update(places.chief.token, { ...venue, contact: 'kowalski' })).statusCode).toBe(200);
    expect((await outbox()).slice(2).map((message) => [message.to, message.method])).toEqual([
      ['kowalski@example.org', 'REQUEST'],
    ]);

    test.clock.advanceMinutes(5);
    const moved = (await venues.edit(places.chief.token, 'Main Hall')).json();
    expect((await venues.update(places.chief.token, { ...moved, address: '2 College Road' })).statusCode).toBe(200);
    const changes = (await outbox()).slice(3);
    expect(changes.map((message) => message.to).sort()).toEqual([
      'chief@example.org',
      'kowalski@example.org',
      'plain@example.org',
    ]);
    for (const change of changes) {
      expect(change.text).toContain('Venue: Main Hall, 2 College Road, Springfield');
      expect(change.invitation).toMatchObject({ method: 'REQUEST', uid: await uidOf(meeting._id), sequence: 1 });
    }
  });

  it('cancels a deleted meeting with METHOD:CANCEL, its UID and a higher SEQUENCE', async () => {
    const meeting = await addInvited();
    const uid = await uidOf(meeting._id);
    test.clock.advanceMinutes(5);
    expect((await meetings.remove(places.chief.token, meeting._id)).statusCode).toBe(200);
    const cancellations = (await outbox()).slice(2);
    expect(cancellations.map((message) => message.to).sort()).toEqual(['chief@example.org', 'plain@example.org']);
    for (const cancellation of cancellations) {
      expect(cancellation.subject).toBe('Cancelled: Data Science meeting on Mon May 06 2030 at 12:00 pm');
      // A REQUEST with STATUS:CANCELLED would leave the event and its alarms in the calendar.
      expect(cancellation.invitation).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED' });
    }
  });

  it('queues nothing for a change the server refuses', async () => {
    const first = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    await addMeeting(
      test.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Later', ...on('2030-05-06', '14:00', '15:00') }),
    );
    const before = await outbox();
    const clash = await meetings.update(
      places.chief.token,
      await updateBody(first._id, on('2030-05-06', '14:00', '15:00')),
    );
    expect(clash.statusCode).toBe(409);
    expect(await outbox()).toEqual(before);
  });

  it('delivers an invitation calendar apps take: text, HTML and a text/calendar REQUEST part', async () => {
    const smtp = await startTestMailServer();
    try {
      await test.rebuildApp({
        mailFrom: MAIL_FROM,
        publicUrl: PUBLIC_URL,
        timeZone: 'Europe/Warsaw',
        smtpUrl: smtp.url,
      });
      const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
      const arrived = await smtp.waitFor(2);
      const toPlain = arrived.find(
        (mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === 'plain@example.org',
      );
      expect(toPlain?.subject).toBe('Invitation: Data Science meeting on Mon May 06 2030 at 12:00 pm');
      expect(toPlain?.text).toContain('Team: Data Science');
      expect(toPlain?.html).toContain('<th scope="row" align="left">Team</th>');
      // nodemailer's icalEvent says PUBLISH unless told: Google could never remove such an event later.
      const calendarPart = toPlain?.attachments.find((part) => part.contentType === 'text/calendar');
      expect(calendarPart?.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
      expect(parseInvitation(calendarPart?.content.toString('utf8') ?? '')).toMatchObject({
        method: 'REQUEST',
        uid: await uidOf(meeting._id),
        sequence: 0,
        organizer: `mailto:${MAIL_FROM}`,
        attendees: ['mailto:plain@example.org'],
      });
    } finally {
      await smtp.close();
    }
  });
});
