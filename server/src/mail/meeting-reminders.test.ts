import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, type SignedIn, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createMailRepository } from './mail-repository';
import { remindDue } from './meeting-reminders';

const SETTINGS = { mailFrom: 'scheduler@group.test', publicUrl: 'https://scheduler.group.test', timeZone: 'UTC' };
/** The test meeting's start (newMeetingPayload): chief leads its team, plain is a member. */
const START = Date.parse('2030-05-06T10:00:00Z');
const MINUTE = 60_000;

describe.each(testDatabaseEngines())('meeting reminders on $name', (engine) => {
  const test = useApiTest(engine, { settings: SETTINGS });
  const places = useMeetingPlaces(test);
  const meetings = meetingRequests(() => test.app);

  const advanceTo = (ms: number) => test.clock.advanceMinutes((ms - test.clock.now()) / MINUTE);
  const remind = () => remindDue({ db: test.db, now: test.clock.now, settings: SETTINGS });
  /** The reminders queued so far, oldest first: to whom, and their subject. */
  const reminders = async () =>
    (await createMailRepository(test.db).page(undefined, 1000))
      .reverse()
      .filter((row) => row.subject.startsWith('Reminder'))
      .map((row) => [row.recipient_email, row.subject]);
  const choose = async (caller: SignedIn, reminder: string, mailChanges = true) => {
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/users/preferences',
      headers: bearer(caller.token),
      payload: { mailChanges, reminder },
    });
    expect(saved.statusCode).toBe(200);
  };
  /** Signed in afresh: the clock has moved years since the test's sign-in. */
  const moveTo = async (id: string, from: string, to: string) => {
    const { token } = await signIn(test.app, 'chief');
    const stored = (await meetings.edit(token, id)).json();
    const moved = await meetings.update(token, { ...stored, ...on('2030-05-06', from, to) });
    expect(moved.statusCode).toBe(200);
  };

  it('reminds each person at the time they chose, once, with the meeting in the message', async () => {
    await choose(places.plain, '10m');
    const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    advanceTo(START - 61 * MINUTE);
    expect(await remind()).toBe(0);

    advanceTo(START - 60 * MINUTE);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect(await reminders()).toEqual([
      ['chief@example.org', 'Reminder: Data Science meeting on Mon May 06 2030 at 10:00 am'],
    ]);

    advanceTo(START - 10 * MINUTE);
    expect(await remind()).toBe(1);
    expect((await reminders()).map(([to]) => to)).toEqual(['chief@example.org', 'plain@example.org']);
    const [row] = await createMailRepository(test.db).page(undefined, 1);
    expect(row?.text_body).toContain('This meeting starts soon.');
    expect(row?.text_body).toContain(`https://scheduler.group.test/meeting/edit/${meeting._id}`);
    expect(row?.calendar).toBeNull();
  });

  it('sends none to whoever turned off mail about meetings, whatever reminder they chose', async () => {
    await choose(places.plain, '1h', false);
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    advanceTo(START - 60 * MINUTE);
    expect(await remind()).toBe(1);
    expect((await reminders()).map(([to]) => to)).toEqual(['chief@example.org']);
    const [row] = await createMailRepository(test.db).page(undefined, 1);
    // A reminder, as every message about meetings, says where such mail is turned off, and carries a one-click link.
    expect(row?.text_body).toContain('https://scheduler.group.test/user/get');
    expect(row?.list_unsubscribe).toBe(true);
  });

  it('sends none to whoever chose none, and a day before to whoever chose a day', async () => {
    await choose(places.chief, 'none');
    await choose(places.plain, '1d');
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    advanceTo(START - 24 * 60 * MINUTE);
    expect(await remind()).toBe(1);
    advanceTo(START - MINUTE);
    expect(await remind()).toBe(0);
    expect((await reminders()).map(([to]) => to)).toEqual(['plain@example.org']);
  });

  it('reminds again at the new time after the meeting moved, and not at the old one', async () => {
    const meeting = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    advanceTo(START - 60 * MINUTE);
    expect(await remind()).toBe(2);

    await moveTo(meeting._id, '13:00', '14:00');
    advanceTo(START - 30 * MINUTE);
    expect(await remind()).toBe(0);
    advanceTo(START + 2 * 60 * MINUTE);
    expect(await remind()).toBe(2);
    expect((await reminders()).map(([, subject]) => subject)).toEqual([
      ...Array(2).fill('Reminder: Data Science meeting on Mon May 06 2030 at 10:00 am'),
      ...Array(2).fill('Reminder: Data Science meeting on Mon May 06 2030 at 01:00 pm'),
    ]);
  });

  it('sends none for a meeting that was deleted or has started', async () => {
    const deleted = await addMeeting(test.app, places.chief.token, newMeetingPayload());
    expect((await meetings.remove(places.chief.token, deleted._id)).statusCode).toBe(200);
    await addMeeting(
      test.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Later', ...on('2030-05-06', '12:00', '13:00') }),
    );
    advanceTo(START - 30 * MINUTE);
    expect(await remind()).toBe(0);
    // Nothing looked between the reminder's time and the start.
    advanceTo(START + 2 * 60 * MINUTE);
    expect(await remind()).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('sends on start a reminder that came due while the server was down, if the meeting has not started', async () => {
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    await addMeeting(
      test.app,
      places.chief.token,
      newMeetingPayload({ _id: 'Early', ...on('2030-05-06', '08:00', '09:00') }),
    );
    await test.app.close();
    advanceTo(START - 30 * MINUTE);
    // As the server does when it starts listening.
    await (await test.rebuildApp(SETTINGS)).ready();
    expect(await reminders()).toEqual([
      ['chief@example.org', 'Reminder: Data Science meeting on Mon May 06 2030 at 10:00 am'],
      ['plain@example.org', 'Reminder: Data Science meeting on Mon May 06 2030 at 10:00 am'],
    ]);
  });

  it('queues each reminder once when two look at the same time', async () => {
    await addMeeting(test.app, places.chief.token, newMeetingPayload());
    advanceTo(START - 60 * MINUTE);
    const counts = await Promise.all([remind(), remind()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await reminders()).toHaveLength(2);
  });
});
