import { DateTime } from 'luxon';
import * as v from 'valibot';
import { LIMITS } from './limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  KEY_CHARACTERS,
  keyCharactersMessage,
  orderedRules,
  type Rule,
  text,
  maxLengthMessage as tooLong,
  updatedDateRule,
} from './validation';

/** SPEC §5 Meeting add, checks 1 to 13, word for word. */
export const MEETING_MESSAGES = {
  idRequired: 'Meeting Id is required.',
  idTooLong: tooLong('Meeting Id', LIMITS.meetingId),
  idCharacters: keyCharactersMessage('Meeting Id'),
  teamRequired: 'Meeting Team is required.',
  venueRequired: 'Meeting Venue is required.',
  dateRequired: 'Meeting meetingDate is required.',
  startRequired: 'Meeting startTime is required.',
  endRequired: 'Meeting endTime is required.',
  endNotAfterStart: 'Meeting endTime must be > meeting startTime',
  yearTooLate: `Meeting Date year must be <= ${LIMITS.latestMeetingYear}`,
  inThePast: 'Cannot create a meeting in the past.',
  commentsTooLong: tooLong('Comments', LIMITS.meetingComments),
  commentsCharacters: freeTextCharactersMessage('Comments'),
  updatedDateRequired: 'Meeting updatedDate is required.',
} as const;
const M = MEETING_MESSAGES;

const meetingFields = {
  _id: text('Meeting Id'),
  team: text('Meeting Team'),
  venue: text('Meeting Venue'),
  meetingDate: text('Meeting meetingDate'),
  startTime: text('Meeting startTime'),
  endTime: text('Meeting endTime'),
  comments: text('Comments'),
};
export type MeetingInput = v.InferOutput<v.ObjectSchema<typeof meetingFields, undefined>>;

const calendarDate = (value: string) => DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'utc' });
const instant = (value: string) => DateTime.fromISO(value, { setZone: true });
const startOfMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** Checks 6 to 13, shared by add and edit; check 11 reads the clock it is given. */
function scheduleRules(now: () => number): Rule<MeetingInput>[] {
  return [
    { field: 'meetingDate', isValid: (m) => calendarDate(m.meetingDate).isValid, message: M.dateRequired },
    { field: 'startTime', isValid: (m) => instant(m.startTime).isValid, message: M.startRequired },
    { field: 'endTime', isValid: (m) => instant(m.endTime).isValid, message: M.endRequired },
    { field: 'endTime', isValid: (m) => instant(m.endTime) > instant(m.startTime), message: M.endNotAfterStart },
    {
      field: 'meetingDate',
      isValid: (m) => calendarDate(m.meetingDate).year <= LIMITS.latestMeetingYear,
      message: M.yearTooLate,
    },
    {
      field: 'startTime',
      isValid: (m) => startOfMinute(instant(m.startTime).toMillis()) > startOfMinute(now()),
      message: M.inThePast,
    },
    { field: 'comments', isValid: (m) => m.comments.length <= LIMITS.meetingComments, message: M.commentsTooLong },
    { field: 'comments', isValid: (m) => FREE_TEXT_CHARACTERS.test(m.comments), message: M.commentsCharacters },
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
 * `POST /meetings/add` and `/meetings/update` with the clock that decides what "the past" is (the browser's
 * on a screen, the server's on a request). Edit applies checks 6 to 13; its id, team and venue must be present.
 * An update carries the `updatedDate` it started from, so a stale one can be refused.
 */
export function meetingSchemas(now: () => number = Date.now) {
  const addMeetingSchema = v.pipe(
    v.object(meetingFields),
    orderedRules<MeetingInput>([...identityRules, ...scheduleRules(now)]),
  );
  const updateFields = { ...meetingFields, updatedDate: text('Meeting updatedDate') };
  type UpdateInput = v.InferOutput<v.ObjectSchema<typeof updateFields, undefined>>;
  const updateMeetingSchema = v.pipe(
    v.object(updateFields),
    orderedRules<UpdateInput>([
      ...scheduleRules(now),
      { field: '_id', isValid: (m) => m._id !== '', message: M.idRequired },
      { field: 'team', isValid: (m) => m.team !== '', message: M.teamRequired },
      { field: 'venue', isValid: (m) => m.venue !== '', message: M.venueRequired },
      updatedDateRule(M.updatedDateRequired),
    ]),
  );
  return { addMeetingSchema, updateMeetingSchema };
}
export type MeetingUpdateInput = v.InferOutput<ReturnType<typeof meetingSchemas>['updateMeetingSchema']>;

/** `GET /meetings/edit/{id}`, `/meetings/delete/{id}`: a meeting id; `/meetings/schedule/{id}`: a team name. */
export const meetingIdParamsSchema = v.object({
  id: v.pipe(v.string(M.idRequired), v.nonEmpty(M.idRequired), v.maxLength(LIMITS.meetingId, M.idTooLong)),
});
