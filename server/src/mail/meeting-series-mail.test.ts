import { useApiTest } from '../../test/api-test';
import { expandCalendar, feedRequests, parseCalendar } from '../../test/calendar-feeds-test';
import { outboxOnceWritten, parseInvitations, startTestMailServer } from '../../test/mail-test';
import { meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { testDatabaseEngines } from '../../test/test-databases';

const MAIL_FROM = 'scheduler@group.test';

describe.each(testDatabaseEngines())("a series' messages on $name", (engine) => {
  const test = useApiTest(engine, {
    settings: { mailFrom: MAIL_FROM, publicUrl: 'https://scheduler.group.test', timeZone: 'Europe/Warsaw' },
  });
  const places = useMeetingPlaces(test);
  const meetings = meetingRequests(() => test.app);
  const { feedsOf, fetchFeed } = feedRequests(() => test.app);

  /** The outbox, oldest first, with each message's calendar part read and expanded as a calendar app does. */
  const outbox = async () =>
    (await outboxOnceWritten(test.db)).map((row) => ({
      to: row.recipient_email,
      subject: row.subject,
      text: row.text_body,
      calendar: row.calendar ?? '',
      ...parseInvitations(row.calendar ?? ''),
      shown: expandCalendar(row.calendar ?? '').map((meeting) => meeting.start),
    }));
  /** What the messages after the first `from` hold, to plain (a member of the team). */
  const toPlain = async (from: number) =>
    (await outbox()).slice(from).filter((mail) => mail.to === 'plain@example.org');
  const addSeries = async () => {
    const added = await meetings.add(
      places.chief.token,
      newMeetingPayload({ _id: 'Weekly', repeat: { frequency: 'weekly', count: 3 } }),
    );
    expect(added.statusCode).toBe(201);
  };
  const editAt = async (id: string, times: ReturnType<typeof on>, scope: 'one' | 'following' = 'one') => {
    const stored = (await meetings.edit(places.chief.token, id)).json();
    const moved = await meetings.update(places.chief.token, { ...stored, ...times, scope });
    expect(moved.statusCode).toBe(200);
  };
  const remove = async (id: string, scope: 'one' | 'following') => {
    const removed = await test.app.inject({
      url: `/api/meetings/delete/${id}?scope=${scope}`,
      headers: { authorization: `Bearer ${places.chief.token}` },
    });
    expect(removed.statusCode).toBe(200);
  };
  /** The team feed's one event, as plain's calendar app reads it. */
  const feedEvent = async () => {
    const feed = (await fetchFeed((await feedsOf(places.plain.token)).teams['Data Science'] ?? '')).body;
    return { ...parseCalendar(feed).events[0], shown: expandCalendar(feed).map((meeting) => meeting.start) };
  };

  it('invites each person once to the whole series: ONE recurring VEVENT, as the feed holds it', async () => {
    await addSeries();
    const sent = await outbox();
    expect(sent.map((message) => message.to).sort()).toEqual(['chief@example.org', 'plain@example.org']);
    const feed = await feedEvent();
    for (const message of sent) {
      expect(message.subject).toBe('Invitation: 3 Data Science meetings from Mon May 06 2030');
      expect(message.text.match(/^Day: /gm)).toHaveLength(3);
      expect(message.method).toBe('REQUEST');
      expect(message.calendar).toContain('BEGIN:VTIMEZONE');
      expect(message.events).toEqual([
        {
          uid: feed.uid,
          sequence: 0,
          status: 'CONFIRMED',
          organizer: `mailto:${MAIL_FROM}`,
          attendees: [`mailto:${message.to}`],
          start: '2030-05-06T10:00:00.000Z',
          recurrenceId: null,
          rule: 'FREQ=WEEKLY;COUNT=3',
        },
      ]);
      expect(message.shown).toEqual([
        '2030-05-06T10:00:00.000Z',
        '2030-05-13T10:00:00.000Z',
        '2030-05-20T10:00:00.000Z',
      ]);
    }
  });

  it('moves one meeting with its override alone, and cancels one with METHOD:CANCEL and its RECURRENCE-ID', async () => {
    await addSeries();
    test.clock.advanceMinutes(5);
    await editAt('Weekly_2030_05_13', on('2030-05-13', '12:00', '13:00'));
    const [moved] = await toPlain(2);
    expect(moved?.subject).toBe('Changed: Data Science meeting on Mon May 13 2030 at 02:00 pm');
    expect(moved?.method).toBe('REQUEST');
    expect(moved?.events).toMatchObject([
      {
        uid: (await feedEvent()).uid,
        sequence: 1,
        start: '2030-05-13T12:00:00.000Z',
        recurrenceId: '2030-05-13T10:00:00.000Z',
        rule: null,
      },
    ]);

    test.clock.advanceMinutes(5);
    await remove('Weekly_2030_05_20', 'one');
    const [cancelled] = await toPlain(4);
    expect(cancelled?.method).toBe('CANCEL');
    expect(cancelled?.events).toMatchObject([
      { sequence: 2, status: 'CANCELLED', recurrenceId: '2030-05-20T10:00:00.000Z', rule: null },
    ]);
    const feed = await feedEvent();
    expect(feed).toMatchObject({ uid: moved?.events[0]?.uid, sequence: 2 });
    expect(feed.shown).toEqual(['2030-05-06T10:00:00.000Z', '2030-05-13T12:00:00.000Z']);
  });

  it('sends the whole series again for this and following: the master, then an override per moved meeting', async () => {
    await addSeries();
    test.clock.advanceMinutes(5);
    await editAt('Weekly_2030_05_13', on('2030-05-13', '12:00', '13:00'), 'following');
    const changes = await toPlain(2);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.method).toBe('REQUEST');
    expect(change?.events.map((event) => [event.recurrenceId, event.start, event.sequence])).toEqual([
      [null, '2030-05-06T10:00:00.000Z', 2],
      ['2030-05-13T10:00:00.000Z', '2030-05-13T12:00:00.000Z', 2],
      ['2030-05-20T10:00:00.000Z', '2030-05-20T12:00:00.000Z', 2],
    ]);
    expect(change?.shown).toEqual(['2030-05-06T10:00:00.000Z', '2030-05-13T12:00:00.000Z', '2030-05-20T12:00:00.000Z']);
    expect(change?.shown).toEqual((await feedEvent()).shown);
  });

  it('removes deleted following meetings as EXDATEs, and cancels the whole series with one CANCEL of its UID', async () => {
    await addSeries();
    test.clock.advanceMinutes(5);
    await remove('Weekly_2030_05_13', 'following');
    const [shortened] = await toPlain(2);
    expect(shortened?.subject).toBe('Cancelled: 2 Data Science meetings from Mon May 13 2030');
    expect(shortened?.method).toBe('REQUEST');
    expect(shortened?.events.map((event) => [event.recurrenceId, event.sequence])).toEqual([[null, 2]]);
    expect(shortened?.calendar).toContain('EXDATE;TZID=Europe/Warsaw:20300513T120000,20300520T120000');
    expect(shortened?.shown).toEqual(['2030-05-06T10:00:00.000Z']);

    test.clock.advanceMinutes(5);
    await remove('Weekly', 'following');
    const [cancelled] = await toPlain(4);
    expect(cancelled?.method).toBe('CANCEL');
    expect(cancelled?.events).toMatchObject([
      { uid: shortened?.events[0]?.uid, sequence: 3, status: 'CANCELLED', recurrenceId: null },
    ]);
  });

  it('cancels the series for a member who leaves the team, with one message', async () => {
    await addSeries();
    test.clock.advanceMinutes(5);
    const teams = teamRequests(() => test.app);
    const team = (await teams.edit(places.chief.token, 'Data Science')).json();
    expect((await teams.update(places.chief.token, { ...team, members: ['outsider'] })).statusCode).toBe(200);
    const told = await toPlain(2);
    expect(told.map((message) => [message.method, message.events.length, message.events[0]?.recurrenceId])).toEqual([
      ['CANCEL', 1, null],
    ]);
  });

  it('delivers the series as one text/calendar REQUEST part with one VEVENT that calendar apps expand', async () => {
    const smtp = await startTestMailServer();
    try {
      await test.rebuildApp({
        mailFrom: MAIL_FROM,
        publicUrl: 'https://scheduler.group.test',
        timeZone: 'Europe/Warsaw',
        smtpUrl: smtp.url,
      });
      await addSeries();
      const arrived = await smtp.waitFor(2);
      for (const mail of arrived) {
        const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
        expect(part?.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
        const text = part?.content.toString('utf8') ?? '';
        expect(parseInvitations(text).events).toHaveLength(1);
        expect(expandCalendar(text).map((meeting) => meeting.start)).toEqual([
          '2030-05-06T10:00:00.000Z',
          '2030-05-13T10:00:00.000Z',
          '2030-05-20T10:00:00.000Z',
        ]);
      }
    } finally {
      await smtp.close();
    }
  });
});
