import { useApiTest } from '../../test/api-test';
import { feedRequests, parseCalendar } from '../../test/calendar-feeds-test';
import { addMeeting, meetingRequests, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDatabaseEngines())('what a meeting’s calendar event shows, on $name', (engine) => {
  const env = useApiTest(engine, { settings: { publicUrl: 'https://scheduler.example.org' } });
  const places = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const venues = venueRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const { feedsOf, fetchFeed } = feedRequests(() => env.app);

  beforeEach(async () => {
    await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
  });

  /** Kickoff's event in the feed of all meetings. */
  const kickoffEvent = async () => {
    const { events } = parseCalendar((await fetchFeed((await feedsOf(places.plain.token)).all)).body);
    const event = events.find((each) => each.summary.startsWith('Kickoff'));
    if (!event) throw new Error('Kickoff is not in the feed');
    return event;
  };
  const minutesLater = (minutes: number) => {
    env.clock.advanceMinutes(minutes);
    return new Date(Math.floor(env.clock.now() / 1000) * 1000).toISOString();
  };
  const editVenue = async (changes: object) => {
    const stored = (await venues.edit(places.chief.token, 'Main Hall')).json();
    expect((await venues.update(places.chief.token, { ...stored, ...changes })).statusCode).toBe(200);
  };
  const editTeam = async (changes: object) => {
    const stored = (await teams.edit(places.chief.token, 'Data Science')).json();
    expect((await teams.update(places.chief.token, { ...stored, ...changes })).statusCode).toBe(200);
  };

  it('moves SEQUENCE, DTSTAMP and LAST-MODIFIED of a venue’s meetings when its address, town or map link changes', async () => {
    const first = await kickoffEvent();
    // Edit Meeting opened before the venue changes: its save must not be refused as stale.
    const openForm = (await meetings.edit(places.chief.token, 'Kickoff')).json();

    const addressChangedAt = minutesLater(2);
    await editVenue({ address: '2 New Road' });
    expect(await kickoffEvent()).toMatchObject({
      uid: first.uid,
      sequence: first.sequence + 1,
      stamp: addressChangedAt,
      lastModified: addressChangedAt,
      location: 'Main Hall, 2 New Road, Springfield',
    });

    minutesLater(2);
    await editVenue({ town: 'Shelbyville' });
    const mapChangedAt = minutesLater(2);
    await editVenue({ location: 'https://maps.example.org/new-hall' });
    expect(await kickoffEvent()).toMatchObject({
      sequence: first.sequence + 3,
      lastModified: mapChangedAt,
      location: 'Main Hall, 2 New Road, Shelbyville',
      description: expect.stringContaining('Map: https://maps.example.org/new-hall'),
    });

    minutesLater(2);
    await editVenue({ description: 'Repainted', website: 'https://example.org/hall' });
    expect(await kickoffEvent()).toMatchObject({ sequence: first.sequence + 3, lastModified: mapChangedAt });

    expect((await meetings.update(places.chief.token, { ...openForm, comments: 'Saved after all' })).statusCode).toBe(
      200,
    );
  });

  it('moves SEQUENCE, DTSTAMP and LAST-MODIFIED of a team’s meetings when its meeting link changes', async () => {
    const first = await kickoffEvent();
    const openForm = (await meetings.edit(places.chief.token, 'Kickoff')).json();

    const linkChangedAt = minutesLater(2);
    await editTeam({ zoomLink: 'https://meet.example.org/new-room' });
    expect(await kickoffEvent()).toMatchObject({
      uid: first.uid,
      sequence: first.sequence + 1,
      stamp: linkChangedAt,
      lastModified: linkChangedAt,
      description: expect.stringContaining('Meeting link: https://meet.example.org/new-room'),
    });

    minutesLater(2);
    await editTeam({ description: 'Another description', comments: 'Another comment' });
    expect(await kickoffEvent()).toMatchObject({ sequence: first.sequence + 1, lastModified: linkChangedAt });

    expect((await meetings.update(places.chief.token, { ...openForm, comments: 'Saved after all' })).statusCode).toBe(
      200,
    );
  });

  it('moves SEQUENCE and LAST-MODIFIED when a meeting’s comments or team change, not when it is saved unchanged', async () => {
    const first = await kickoffEvent();
    const save = async (changes: object) => {
      const stored = (await meetings.edit(places.chief.token, 'Kickoff')).json();
      expect((await meetings.update(places.chief.token, { ...stored, ...changes })).statusCode).toBe(200);
    };

    const commentedAt = minutesLater(2);
    await save({ comments: 'New agenda' });
    expect(await kickoffEvent()).toMatchObject({ sequence: first.sequence + 1, lastModified: commentedAt });

    minutesLater(2);
    await save({});
    expect(await kickoffEvent()).toMatchObject({ sequence: first.sequence + 1, lastModified: commentedAt });

    const movedAt = minutesLater(2);
    await save({ team: 'Outreach' });
    expect(await kickoffEvent()).toMatchObject({
      sequence: first.sequence + 2,
      lastModified: movedAt,
      summary: 'Kickoff: Outreach',
    });
  });

  it('gives each meeting a UUID of its own as UID, and a meeting added again under a deleted one’s id another', async () => {
    const first = await kickoffEvent();
    expect(first.uid).toMatch(UUID);

    expect((await meetings.remove(places.chief.token, 'Kickoff')).statusCode).toBe(200);
    await addMeeting(env.app, places.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
    const again = await kickoffEvent();
    expect(again.uid).toMatch(UUID);
    expect(again.uid).not.toBe(first.uid);
  });
});
