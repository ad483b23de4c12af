import type { GenericSchema } from 'valibot';
import { meetingConflictMessage } from './meeting';
import { MEETING_SCHEDULE_MESSAGES as S } from './meeting-messages';
import { MEETING_MESSAGES as M, meetingSchemas } from './meeting-schema';
import { validateInOrder } from './validation';

const NOW = Date.parse('2026-11-22T10:15:30Z');
const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(() => NOW);
const validMeeting = {
  _id: 'Weekly sync_1',
  team: 'Data Science',
  venue: 'Main Hall',
  meetingDate: '2026-11-23',
  startTime: '2026-11-23T12:00:00.000Z',
  endTime: '2026-11-23T13:00:00.000Z',
  comments: 'Bring: laptops, "ideas" & coffee!',
};
const firstFailure = (change: object, schema: GenericSchema = addMeetingSchema) => {
  const result = validateInOrder(schema, { ...validMeeting, ...change });
  return result.ok ? null : result.message;
};

describe('addMeetingSchema (SPEC §5 Meeting add, checks 1 to 13)', () => {
  it('accepts a valid meeting', () => {
    expect(firstFailure({})).toBeNull();
  });

  it.each([
    [1, { _id: '' }, 'Meeting Id is required.'],
    [2, { _id: 'm'.repeat(49) }, 'Meeting Id field exceeds max length of 48 characters'],
    [3, { _id: 'sync-1' }, 'Meeting Id must consist only of a-z A-Z 0-9 space and underscore characters'],
    [4, { team: '' }, 'Meeting Team is required.'],
    [5, { venue: ' ' }, 'Meeting Venue is required.'],
    [6, { meetingDate: '' }, 'Meeting meetingDate is required.'],
    [6, { meetingDate: '2026-02-30' }, 'Meeting meetingDate is required.'],
    [7, { startTime: '' }, 'Meeting startTime is required.'],
    [8, { endTime: 'noon' }, 'Meeting endTime is required.'],
    [9, { endTime: '2026-11-23T12:00:00.000Z' }, 'Meeting endTime must be > meeting startTime'],
    [
      10,
      { meetingDate: '2031-01-02', startTime: '2031-01-02T12:00:00Z', endTime: '2031-01-02T13:00:00Z' },
      'Meeting Date year must be <= 2030',
    ],
    [
      11,
      { meetingDate: '2026-11-22', startTime: '2026-11-22T10:15:00Z', endTime: '2026-11-22T11:00:00Z' },
      'Cannot create a meeting in the past.',
    ],
    [12, { comments: 'c'.repeat(255) }, 'Comments field exceeds max length of 254 characters'],
    [
      13,
      { comments: 'a <b>' },
      'Comments must consist only of a-z A-Z 0-9 _ . , ? : ; " \' = - + ( ) * & % $ # @ ! and space characters',
    ],
  ])('check %i refuses %j', (_check, change, message) => {
    expect(firstFailure(change)).toBe(message);
  });

  it('compares the start to the minute: the next minute is not the past', () => {
    expect(
      firstFailure({ meetingDate: '2026-11-22', startTime: '2026-11-22T10:16:00Z', endTime: '2026-11-22T11:00:00Z' }),
    ).toBeNull();
    expect(
      firstFailure({ meetingDate: '2026-11-22', startTime: '2026-11-22T10:15:59Z', endTime: '2026-11-22T11:00:00Z' }),
    ).toBe(M.inThePast);
  });

  it('stops at the first failure in SPEC order', () => {
    expect(firstFailure({ _id: '', team: '', comments: '<' })).toBe(M.idRequired);
    expect(firstFailure({ venue: '', endTime: '' })).toBe(M.venueRequired);
    expect(firstFailure({ endTime: '2026-11-23T11:00:00Z', comments: '<' })).toBe(M.endNotAfterStart);
  });
});

describe('the schedule rules after the 13 checks', () => {
  it.each([
    ['a meeting of exactly 24 hours', { endTime: '2026-11-24T12:00:00.000Z' }],
    [
      'a start late on the date far west of UTC',
      { startTime: '2026-11-24T11:00:00Z', endTime: '2026-11-24T12:00:00Z' },
    ],
    [
      'a start early on the date far east of UTC',
      { startTime: '2026-11-22T10:30:00Z', endTime: '2026-11-22T11:00:00Z' },
    ],
  ])('accepts %s', (_case, change) => {
    expect(firstFailure(change)).toBeNull();
  });

  it.each([
    ['a meeting over 24 hours', { endTime: '2026-11-24T12:00:01.000Z' }, S.longerThanADay],
    ['an end in the year 275000', { endTime: '+275000-01-01T00:00:00Z' }, S.longerThanADay],
    [
      'a start two days after its date',
      { startTime: '2026-11-25T12:00:00Z', endTime: '2026-11-25T13:00:00Z' },
      S.startNotOnDate,
    ],
    [
      'a start and end in the year 275000',
      { startTime: '+275000-01-01T00:00:00Z', endTime: '+275000-01-01T01:00:00Z' },
      S.startNotOnDate,
    ],
    [
      'a start more than 12 hours after its date in UTC',
      { startTime: '2026-11-24T12:00:00Z', endTime: '2026-11-24T13:00:00Z' },
      S.startNotOnDate,
    ],
  ])('refuses %s', (_case, change, message) => {
    expect(firstFailure(change)).toBe(message);
  });

  it('runs after the SPEC checks', () => {
    expect(firstFailure({ endTime: '+275000-01-01T00:00:00Z', comments: '<' })).toBe(M.commentsCharacters);
  });
});

describe('the date and time fields', () => {
  it.each([
    ['meetingDate', M.dateRequired],
    ['startTime', M.startRequired],
    ['endTime', M.endRequired],
  ])('reads a null %s as missing', (field, message) => {
    expect(firstFailure({ [field]: null })).toBe(message);
  });

  it('takes a meetingDate written as an instant, as JSON writes a Date, by its date in the time zone given', () => {
    const late = { startTime: '2026-11-23T23:30:00Z', endTime: '2026-11-24T00:30:00Z' };
    const warsaw = meetingSchemas(() => NOW, 'Europe/Warsaw').addMeetingSchema;
    expect(firstFailure({ ...late, meetingDate: '2026-11-23T23:00:00.000Z' }, warsaw)).toBeNull();
    expect(firstFailure({ ...late, meetingDate: '2030-12-31T23:00:00.000Z' }, warsaw)).toBe(M.yearTooLate);
    const utc = meetingSchemas(() => NOW, 'UTC').addMeetingSchema;
    expect(firstFailure({ ...late, meetingDate: '2030-12-31T23:00:00.000Z' }, utc)).toBe(S.startNotOnDate);
    expect(firstFailure({ meetingDate: 'T12:00' }, utc)).toBe(M.dateRequired);
  });
});

describe('updateMeetingSchema (SPEC §5: edit applies checks 6 to 13)', () => {
  const update = { ...validMeeting, updatedDate: '2026-11-20T09:00:00.000Z' };
  const editFailure = (change: object) => firstFailure({ ...update, ...change }, updateMeetingSchema);

  it('does not recheck the id format, but runs the schedule checks first', () => {
    expect(editFailure({ _id: 'legacy-id' })).toBeNull();
    expect(editFailure({ _id: '', endTime: '2026-11-23T11:00:00Z' })).toBe(M.endNotAfterStart);
    expect(
      editFailure({ meetingDate: '2026-11-22', startTime: '2026-11-22T09:00:00Z', endTime: '2026-11-22T10:00:00Z' }),
    ).toBe(M.inThePast);
  });

  it('needs the updatedDate the edit started from', () => {
    expect(editFailure({ updatedDate: '' })).toBe(M.updatedDateRequired);
  });
});

describe('meetingConflictMessage', () => {
  const other = { ...validMeeting, startTime: '2026-11-23T12:00:00.000Z', endTime: '2026-11-23T13:30:00.000Z' };

  it('names the other meeting and its times in the given zone', () => {
    expect(meetingConflictMessage('venue', other, 'UTC')).toBe(
      'Venue Main Hall is already booked by meeting Weekly sync_1 on Mon Nov 23 2026 from 12:00 pm to 01:30 pm (UTC).',
    );
    expect(meetingConflictMessage('team', other, 'America/New_York')).toBe(
      'Team Data Science already has meeting Weekly sync_1 on Mon Nov 23 2026 from 07:00 am to 08:30 am (America/New_York).',
    );
  });
});
