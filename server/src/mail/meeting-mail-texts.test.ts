import { useApiTest } from '../../test/api-test';
import { MEETING_MAIL_SETTINGS, outboxOnceWritten, parseInvitation } from '../../test/mail-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';

/** How the messages of a meeting read where its times are hard to read: across midnight, in a repeated hour. */
describe.each(testDatabaseEngines())("a meeting's message texts on $name", (engine) => {
  const test = useApiTest(engine, { settings: MEETING_MAIL_SETTINGS });
  const places = useMeetingPlaces(test);

  /** The first message to plain, a member of the meeting's team. */
  const toPlain = async () => {
    const row = (await outboxOnceWritten(test.db)).find((each) => each.recipient_email === 'plain@example.org');
    if (!row) throw new Error('no message to plain');
    return row;
  };
  const timeLine = (text: string) => text.split('\n').find((line) => line.startsWith('Time: '));

  it('says that a meeting across midnight ends the next day', async () => {
    await addMeeting(test.app, places.chief.token, newMeetingPayload(on('2030-05-09', '21:30', '23:00')));
    const message = await toPlain();
    expect(timeLine(message.text_body)).toBe('Time: 11:30 pm – 01:00 am the next day (Europe/Warsaw)');
    expect(message.html_body).toContain('<td>11:30 pm – 01:00 am the next day (Europe/Warsaw)</td>');
  });

  it('tells the two half past twos of the autumn night apart by their offsets', async () => {
    // Warsaw turns its clocks back from 03:00 to 02:00 on Sun Oct 27 2030: 00:30Z and 01:30Z both read 02:30.
    const meeting = {
      meetingDate: '2030-10-27',
      startTime: '2030-10-27T00:30:00.000Z',
      endTime: '2030-10-27T01:30:00.000Z',
    };
    await addMeeting(test.app, places.chief.token, newMeetingPayload(meeting));
    const message = await toPlain();
    expect(message.subject).toBe('Invitation: Data Science meeting on Sun Oct 27 2030 at 02:30 am GMT+2');
    expect(timeLine(message.text_body)).toBe('Time: 02:30 am GMT+2 – 02:30 am GMT+1 (Europe/Warsaw)');
  });

  it('names the group as the invitation’s organizer, and ends the calendar object of a meeting with CRLF', async () => {
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    const calendar = (await toPlain()).calendar ?? '';
    expect(calendar).toContain('ORGANIZER;CN="RG scheduler":mailto:scheduler@group.test');
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(parseInvitation(calendar).organizer).toBe('mailto:scheduler@group.test');
  });

  it('names the group as a series’ organizer too', async () => {
    const series = await meetingRequests(() => test.app).add(
      places.chief.token,
      newMeetingPayload({ _id: 'Weekly', repeat: { frequency: 'weekly', count: 2 } }),
    );
    expect(series.statusCode).toBe(201);
    const calendar = (await toPlain()).calendar ?? '';
    expect(calendar).toContain('ORGANIZER;CN="RG scheduler":mailto:scheduler@group.test');
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
