import { defineMessage, defineMessages, inEnglishEach, message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  inParseLanguage,
  KEY_CHARACTERS,
  keyCharactersMessage,
  orderedRules,
  type Rule,
  text,
  maxLengthMessage as tooLong,
  updatedDateRule,
} from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { MEETING_SCHEDULE_RULES as S } from './meeting-messages';
import { repeatSchema, type SeriesRepeat, scopeSchema } from './meeting-series';

/** SPEC §5 meeting: its fields' labels and its own messages, in the `validation` namespace. */
export const MEETING_FORM_MESSAGES = defineMessages({
  meetingIdLabel: { id: 'validation.meeting.meetingIdLabel', defaultMessage: 'Meeting Id' },
  commentsLabel: { id: 'validation.meeting.commentsLabel', defaultMessage: 'Comments' },
  meetingTeamLabel: { id: 'validation.meeting.meetingTeamLabel', defaultMessage: 'Meeting Team' },
  meetingVenueLabel: { id: 'validation.meeting.meetingVenueLabel', defaultMessage: 'Meeting Venue' },
  meetingUpdatedDateLabel: { id: 'validation.meeting.meetingUpdatedDateLabel', defaultMessage: 'Meeting updatedDate' },
  idRequired: { id: 'validation.meeting.idRequired', defaultMessage: 'Meeting Id is required.' },
  teamRequired: { id: 'validation.meeting.teamRequired', defaultMessage: 'Meeting Team is required.' },
  venueRequired: { id: 'validation.meeting.venueRequired', defaultMessage: 'Meeting Venue is required.' },
  dateRequired: { id: 'validation.meeting.dateRequired', defaultMessage: 'Meeting meetingDate is required.' },
  startRequired: { id: 'validation.meeting.startRequired', defaultMessage: 'Meeting startTime is required.' },
  endRequired: { id: 'validation.meeting.endRequired', defaultMessage: 'Meeting endTime is required.' },
  endNotAfterStart: {
    id: 'validation.meeting.endNotAfterStart',
    defaultMessage: 'Meeting endTime must be > meeting startTime',
  },
  yearTooLate: defineMessage<{ year: string }>({
    id: 'validation.meeting.yearTooLate',
    defaultMessage: 'Meeting Date year must be <= {year}',
  }),
  inThePast: { id: 'validation.meeting.inThePast', defaultMessage: 'Cannot create a meeting in the past.' },
  updatedDateRequired: {
    id: 'validation.meeting.updatedDateRequired',
    defaultMessage: 'Meeting updatedDate is required.',
  },
});
const F = MEETING_FORM_MESSAGES;

/** What the rules say, worded in the language of the parse. */
export const MEETING_RULES = {
  idRequired: message(F.idRequired),
  idTooLong: tooLong(F.meetingIdLabel, LIMITS.meetingId),
  idCharacters: keyCharactersMessage(F.meetingIdLabel),
  teamRequired: message(F.teamRequired),
  venueRequired: message(F.venueRequired),
  dateRequired: message(F.dateRequired),
  startRequired: message(F.startRequired),
  endRequired: message(F.endRequired),
  endNotAfterStart: message(F.endNotAfterStart),
  yearTooLate: message(F.yearTooLate, { year: String(LIMITS.latestMeetingYear) }),
  inThePast: message(F.inThePast),
  commentsTooLong: tooLong(F.commentsLabel, LIMITS.meetingComments),
  commentsCharacters: freeTextCharactersMessage(F.commentsLabel),
  updatedDateRequired: message(F.updatedDateRequired),
};
/** The same in English, as the SPEC words them. */
export const MEETING_MESSAGES = inEnglishEach(MEETING_RULES);
const M = MEETING_RULES;

/** A date or time field: null, as a cleared picker sends it, is missing like an absent one (checks 6 to 8). */
function dateText(label: string) {
  return v.pipe(v.nullish(v.string(`${label} must be text.`), ''), v.trim());
}

const meetingFields = {
  _id: text(F.meetingIdLabel),
  team: text(F.meetingTeamLabel),
  venue: text(F.meetingVenueLabel),
  meetingDate: dateText('Meeting meetingDate'),
  startTime: dateText('Meeting startTime'),
  endTime: dateText('Meeting endTime'),
  comments: text(F.commentsLabel),
};
export type MeetingInput = v.InferOutput<v.ObjectSchema<typeof meetingFields, undefined>>;
/** Add Meeting's input: one meeting, or with `repeat` the first of a series. */
export type MeetingAddInput = MeetingInput & { repeat?: SeriesRepeat | undefined };

export const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules below read the same few texts many times per check, and parsing them is most of a check's time: each is
 * parsed once (a DateTime never changes), keeping the last hundred.
 */
function parsedOnce(parse: (value: string, timeZone?: string) => DateTime) {
  const parsed = new Map<string, DateTime>();
  return (value: string, timeZone?: string): DateTime => {
    const key = `${timeZone}\0${value}`;
    let dateTime = parsed.get(key);
    if (!dateTime) {
      if (parsed.size >= 100) parsed.clear();
      dateTime = parse(value, timeZone);
      parsed.set(key, dateTime);
    }
    return dateTime;
  };
}

const instant = parsedOnce((value) => DateTime.fromISO(value, { setZone: true }));

/**
 * The meeting's day, at midnight UTC: `YYYY-MM-DD` as written, or an ISO date-time (what JSON makes of a Date) by its
 * date in `timeZone`. Anything else is invalid.
 */
const calendarDate = parsedOnce((value, timeZone) => {
  if (CALENDAR_DATE.test(value)) return DateTime.fromISO(value, { zone: 'utc' });
  const dateTime = value.includes('T') ? DateTime.fromISO(value, { zone: timeZone }) : DateTime.invalid('not a date');
  if (!dateTime.isValid) return dateTime;
  const { year, month, day } = dateTime;
  return DateTime.fromObject({ year, month, day }, { zone: 'utc' });
});
const startOfMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The world's time zones run from UTC-12 to UTC+14: a day begins 14 hours before it does in UTC and ends 12 after. */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

/** Whether the start falls on the meeting's date in some time zone of the world. */
function startsOnItsDate(dayStartUtcMs: number, startMs: number): boolean {
  return startMs >= dayStartUtcMs - EARLIEST_OFFSET_MS && startMs < dayStartUtcMs + DAY_MS + LATEST_OFFSET_MS;
}

/**
 * Checks 6 to 13, shared by add and edit, then the rules that keep a meeting to one day (and so every instant within
 * what the database stores). Check 11 reads the clock it is given; a meetingDate sent as a date-time is read in
 * `timeZone` (the server's TIME_ZONE; the browser's own zone when left out).
 */
function scheduleRules(now: () => number, timeZone: string | undefined): Rule<MeetingInput>[] {
  const dateOf = (m: MeetingInput) => calendarDate(m.meetingDate, timeZone);
  return [
    { field: 'meetingDate', isValid: (m) => dateOf(m).isValid, message: M.dateRequired },
    { field: 'startTime', isValid: (m) => instant(m.startTime).isValid, message: M.startRequired },
    { field: 'endTime', isValid: (m) => instant(m.endTime).isValid, message: M.endRequired },
    { field: 'endTime', isValid: (m) => instant(m.endTime) > instant(m.startTime), message: M.endNotAfterStart },
    {
      field: 'meetingDate',
      isValid: (m) => dateOf(m).year <= LIMITS.latestMeetingYear,
      message: M.yearTooLate,
    },
    {
      field: 'startTime',
      isValid: (m) => startOfMinute(instant(m.startTime).toMillis()) > startOfMinute(now()),
      message: M.inThePast,
    },
    { field: 'comments', isValid: (m) => m.comments.length <= LIMITS.meetingComments, message: M.commentsTooLong },
    { field: 'comments', isValid: (m) => FREE_TEXT_CHARACTERS.test(m.comments), message: M.commentsCharacters },
    {
      field: 'endTime',
      isValid: (m) => instant(m.endTime).toMillis() - instant(m.startTime).toMillis() <= DAY_MS,
      message: S.longerThanADay,
    },
    {
      field: 'startTime',
      isValid: (m) => startsOnItsDate(dateOf(m).toMillis(), instant(m.startTime).toMillis()),
      message: S.startNotOnDate,
    },
  ];
}

const identityRules: Rule<MeetingInput>[] = [
  { field: '_id', isValid: (m) => m._id !== '', message: M.idRequired },
  { field: '_id', isValid: (m) => m._id.length <= LIMITS.meetingId, message: M.idTooLong },
  { field: '_id', isValid: (m) => KEY_CHARACTERS.test(m._id), message: M.idCharacters },
  { field: 'team', isValid: (m) => m.team !== '', message: M.teamRequired },
  { field: 'venue', isValid: (m) => m.venue !== '', message: M.venueRequired },
];

/**
 * `POST /meetings/add` and `/meetings/update` with the clock that decides what "the past" is and the zone a
 * date-time meetingDate is read in (the browser's on a screen, the server's on a request). Edit applies checks 6 to 13; its id, team and venue must be present.
 * An update carries the `updatedDate` it started from, so a stale one can be refused.
 */
export function meetingSchemas(now: () => number = Date.now, timeZone?: string) {
  const addMeetingSchema = v.pipe(
    v.object({ ...meetingFields, repeat: v.optional(repeatSchema) }),
    orderedRules<MeetingAddInput>([...identityRules, ...scheduleRules(now, timeZone)]),
  );
  const updateFields = { ...meetingFields, updatedDate: text(F.meetingUpdatedDateLabel), scope: scopeSchema };
  type UpdateInput = v.InferOutput<v.ObjectSchema<typeof updateFields, undefined>>;
  const updateMeetingSchema = v.pipe(
    v.object(updateFields),
    orderedRules<UpdateInput>([
      ...scheduleRules(now, timeZone),
      { field: '_id', isValid: (m) => m._id !== '', message: M.idRequired },
      { field: 'team', isValid: (m) => m.team !== '', message: M.teamRequired },
      { field: 'venue', isValid: (m) => m.venue !== '', message: M.venueRequired },
      updatedDateRule(M.updatedDateRequired),
    ]),
  );
  return { addMeetingSchema, updateMeetingSchema };
}
/** An update as the service applies it; the request's `scope` says to which meetings of a series. */
export type MeetingUpdateInput = Omit<v.InferOutput<ReturnType<typeof meetingSchemas>['updateMeetingSchema']>, 'scope'>;

/** `GET /meetings/edit/{id}`, `/meetings/delete/{id}`: a meeting id; `/meetings/schedule/{id}`: a team name. */
export const meetingIdParamsSchema = v.object({
  id: v.pipe(
    v.string(inParseLanguage(M.idRequired)),
    v.nonEmpty(inParseLanguage(M.idRequired)),
    v.maxLength(LIMITS.meetingId, inParseLanguage(M.idTooLong)),
  ),
});
