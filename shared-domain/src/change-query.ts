// `GET /api/changes`: a record's history, or (Admin) the activity of the whole group; and the texts of a restore.

import { orderedRules, text } from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { CHANGE_ACTIONS, CHANGE_KINDS, type ChangeKind } from './change';
import { CALENDAR_DATE } from './meeting-schema';

/** How many entries one page holds at most, and when left out. */
export const CHANGE_PAGE_LIMITS = { max: 500, default: 100 } as const;

export const CHANGE_QUERY_MESSAGES = {
  kindUnknown: `Kind must be one of ${CHANGE_KINDS.join(', ')}.`,
  actionUnknown: `Action must be one of ${CHANGE_ACTIONS.join(', ')}.`,
  idWithoutKind: 'A record’s history needs its kind as well as its id.',
  activityFilterOnHistory: 'Since, action, actor, from and to filter the activity, not a record’s history.',
  sinceInvalid: 'Since must be the id of an entry: a whole number.',
  cursorInvalid: 'Cursor must be the next of a page before.',
  actorTooLong: 'Actor must be at most 100 characters long.',
  fromNotADate: 'From must be a date written YYYY-MM-DD.',
  toNotADate: 'To must be a date written YYYY-MM-DD.',
  fromAfterTo: 'From must not be after To.',
  fromOutOfRange: 'From must be a day from 1970-01-01 to 2999-12-31.',
  toOutOfRange: 'To must be a day from 1970-01-01 to 2999-12-31.',
  limitInvalid: `Limit must be a whole number from 1 to ${CHANGE_PAGE_LIMITS.max}.`,
} as const;

export const RESTORE_MESSAGES = {
  entryNotFound: 'There is no such entry in the change record.',
  notADelete: 'Only the entry of a delete can be restored.',
} as const;

/** 409: the record an entry deleted exists again, so there is nothing to restore. */
export const restoredRecordExistsMessage = (kind: ChangeKind, id: string) =>
  `The ${kind} ${id} exists again; there is nothing to restore.`;

const M = CHANGE_QUERY_MESSAGES;
const ENTRY_ID = /^\d{1,18}$/;
const isDate = (value: string) => CALENDAR_DATE.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
/** The days the activity can be filtered by: every instant PostgreSQL and luxon hold, with a day to spare either side. */
const isDayInRange = (value: string) => value === '' || (value >= '1970-01-01' && value <= '2999-12-31');
const isLimit = (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= CHANGE_PAGE_LIMITS.max;

const queryFields = {
  kind: text('Kind'),
  id: text('Id'),
  action: text('Action'),
  since: text('Since'),
  actor: text('Actor'),
  from: text('From'),
  to: text('To'),
  limit: text('Limit'),
  cursor: text('Cursor'),
};
type ChangeQueryFields = v.InferOutput<v.ObjectSchema<typeof queryFields, undefined>>;

/** Every parameter may be left out (or blank); `kind` and `id` together ask for one record's history. */
export const changeQuerySchema = v.pipe(
  v.object(queryFields),
  orderedRules<ChangeQueryFields>([
    {
      field: 'kind',
      isValid: ({ kind }) => kind === '' || CHANGE_KINDS.some((known) => known === kind),
      message: M.kindUnknown,
    },
    {
      field: 'action',
      isValid: ({ action }) => action === '' || CHANGE_ACTIONS.some((known) => known === action),
      message: M.actionUnknown,
    },
    { field: 'id', isValid: ({ id, kind }) => id === '' || kind !== '', message: M.idWithoutKind },
    {
      field: 'id',
      isValid: ({ id, since, action, actor, from, to }) =>
        id === '' || [since, action, actor, from, to].every((value) => value === ''),
      message: M.activityFilterOnHistory,
    },
    { field: 'since', isValid: ({ since }) => since === '' || ENTRY_ID.test(since), message: M.sinceInvalid },
    { field: 'actor', isValid: ({ actor }) => actor.length <= 100, message: M.actorTooLong },
    { field: 'from', isValid: ({ from }) => from === '' || isDate(from), message: M.fromNotADate },
    { field: 'from', isValid: ({ from }) => isDayInRange(from), message: M.fromOutOfRange },
    { field: 'to', isValid: ({ to }) => to === '' || isDate(to), message: M.toNotADate },
    { field: 'to', isValid: ({ to }) => isDayInRange(to), message: M.toOutOfRange },
    { field: 'to', isValid: ({ from, to }) => from === '' || to === '' || from <= to, message: M.fromAfterTo },
    { field: 'limit', isValid: ({ limit }) => limit === '' || isLimit(limit), message: M.limitInvalid },
    { field: 'cursor', isValid: ({ cursor }) => cursor === '' || ENTRY_ID.test(cursor), message: M.cursorInvalid },
  ]),
);
export type ChangeQuery = v.InferOutput<typeof changeQuerySchema>;

/** `POST /api/changes/:id/restore`: the id of a delete's entry. */
export const changeIdParamsSchema = v.object({
  id: v.pipe(v.string(RESTORE_MESSAGES.entryNotFound), v.regex(ENTRY_ID, RESTORE_MESSAGES.entryNotFound)),
});
