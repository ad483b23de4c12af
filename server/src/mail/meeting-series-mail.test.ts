import { useApiTest } from '../../test/api-test';
import { outboxOnceWritten, parseInvitations } from '../../test/mail-test';
import { meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())("a series' messages on $name", (engine) => {
  const test = useApiTest(engine, {
    settings: {
      mailFrom: 'scheduler@group.test',
      publicUrl: 'https://scheduler.group.test',
      timeZone: 'Europe/Warsaw',
    },
  });
  const places = useMeetingPlaces(test);
  const meetings = meetingRequests(() => test.app);

  const uidsOf = async (seriesId: string) =>
    (
      await test.db.query<{ uid: string }>(
        'select uid::text as uid from meetings where series_id = $1 order by start_time',
        [seriesId],
      )
    ).map((row) => row.uid);
  /** The outbox with every event of each message, for messages about several meetings. */
  const seriesOutbox = async () =>
    (await outboxOnceWritten(test.db)).map((row) => ({
      to: row.recipient_email,
      subject: row.subject,
      text: row.text_body,
      ...parseInvitations(row.calendar ?? ''),
    }));
  const addSeries = () =>
    meetings.add(places.chief.token, newMeetingPayload({ _id: 'Weekly', repeat: { frequency: 'weekly', count: 3 } }));

  it('sends one message per person for the whole series, with every meeting’s event', async () => {
    expect((await addSeries()).statusCode).toBe(201);
    const sent = await seriesOutbox();
    expect(sent.map((message) => message.to).sort()).toEqual(['chief@example.org', 'plain@example.org']);
    const uids = await uidsOf('Weekly');
    for (const message of sent) {
      expect(message.subject).toBe('Invitation: 3 Data Science meetings from Mon May 06 2030');
      expect(message.text.match(/^Day: /gm)).toHaveLength(3);
      expect(message.method).toBe('REQUEST');
      expect(message.events.map((event) => [event.uid, event.sequence, event.start])).toEqual([
        [uids[0], 0, '2030-05-06T10:00:00.000Z'],
        [uids[1], 0, '2030-05-13T10:00:00.000Z'],
        [uids[2], 0, '2030-05-20T10:00:00.000Z'],
      ]);
    }
  });

  it('moves and cancels the following meetings with one message per person each', async () => {
    await addSeries();
    const uids = await uidsOf('Weekly');
    test.clock.advanceMinutes(5);
    const second = (await meetings.edit(places.chief.token, 'Weekly_2030_05_13')).json();
    const moved = await meetings.update(places.chief.token, {
      ...second,
      ...on('2030-05-13', '12:00', '13:00'),
      scope: 'following',
    });
    expect(moved.statusCode).toBe(200);
    const changes = (await seriesOutbox()).slice(2);
    expect(changes).toHaveLength(2);
    for (const change of changes) {
      expect(change.method).toBe('REQUEST');
      expect(change.events.map((event) => [event.uid, event.sequence, event.start])).toEqual([
        [uids[1], 1, '2030-05-13T12:00:00.000Z'],
        [uids[2], 1, '2030-05-20T12:00:00.000Z'],
      ]);
    }

    test.clock.advanceMinutes(5);
    const removed = await test.app.inject({
      url: '/api/meetings/delete/Weekly_2030_05_13?scope=following',
      headers: { authorization: `Bearer ${places.chief.token}` },
    });
    expect(removed.statusCode).toBe(200);
    const cancellations = (await seriesOutbox()).slice(4);
    expect(cancellations).toHaveLength(2);
    for (const cancellation of cancellations) {
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.events.map((event) => [event.uid, event.sequence, event.status])).toEqual([
        [uids[1], 2, 'CANCELLED'],
        [uids[2], 2, 'CANCELLED'],
      ]);
    }
  });
});
