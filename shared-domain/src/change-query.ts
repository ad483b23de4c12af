// `GET /api/changes`: a record's history, or (Admin) the activity of the whole group; and the texts of a restore.

import { defineMessage, defineMessages, inEnglish, inEnglishEach, message } from '@scheduler/shared-domain/i18n';
import { inParseLanguage, orderedRules, text } from '@scheduler/shared-domain/validation';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { CHANGE_ACTIONS, CHANGE_KINDS, type ChangeKind } from './change';
import { CALENDAR_DATE } from './meeting-schema';

/** How many entries one page holds at most, and when left out. */
export const CHANGE_PAGE_LIMITS = { max: 500, default: 100 } as const;

/** The change record's query: its parameters' names and the messages, in the `validation` namespace. */
export const CHANGE_QUERY_FORM_MESSAGES = defineMessages({
  kind: { id: 'validation.changes.kind', defaultMessage: 'Kind' },
  id: { id: 'validation.changes.id', defaultMessage: 'Id' },
  action: { id: 'validation.changes.action', defaultMessage: 'Action' },
  since: { id: 'validation.changes.since', defaultMessage: 'Since' },
  actor: { id: 'validation.changes.actor', defaultMessage: 'Actor' },
  from: { id: 'validation.changes.from', defaultMessage: 'From' },
  to: { id: 'validation.changes.to', defaultMessage: 'To' },
  limit: { id: 'validation.changes.limit', defaultMessage: 'Limit' },
  cursor: { id: 'validation.changes.cursor', defaultMessage: 'Cursor' },
  kindUnknown: defineMessage<{ kinds: string }>({
    id: 'validation.changes.kindUnknown',
    defaultMessage: 'Kind must be one of {kinds}.',
  }),
  actionUnknown: defineMessage<{ actions: string }>({
    id: 'validation.changes.actionUnknown',
    defaultMessage: 'Action must be one of {actions}.',
  }),
  idWithoutKind: {
    id: 'validation.changes.idWithoutKind',
    defaultMessage: 'A record’s history needs its kind as well as its id.',
  },
  activityFilterOnHistory: {
    id: 'validation.changes.activityFilterOnHistory',
    defaultMessage: 'Since, action, actor, from and to filter the activity, not a record’s history.',
  },
  sinceInvalid: {
    id: 'validation.changes.sinceInvalid',
    defaultMessage: 'Since must be the id of an entry: a whole number.',
  },
  cursorInvalid: {
    id: 'validation.changes.cursorInvalid',
    defaultMessage: 'Cursor must be the next of a page before.',
  },
  actorTooLong: { id: 'validation.changes.actorTooLong', defaultMessage: 'Actor must be at most 100 characters long.' },
  fromNotADate: { id: 'validation.changes.fromNotADate', defaultMessage: 'From must be a date written YYYY-MM-DD.' },
  toNotADate: { id: 'validation.changes.toNotADate', defaultMessage: 'To must be a date written YYYY-MM-DD.' },
  fromAfterTo: { id: 'validation.changes.fromAfterTo', defaultMessage: 'From must not be after To.' },
  fromOutOfRange: {
    id: 'validation.changes.fromOutOfRange',
    defaultMessage: 'From must be a day from 1970-01-01 to 2999-12-31.',
  },
  toOutOfRange: {
    id: 'validation.changes.toOutOfRange',
    defaultMessage: 'To must be a day from 1970-01-01 to 2999-12-31.',
  },
  limitInvalid: defineMessage<{ max: string }>({
    id: 'validation.changes.limitInvalid',
    defaultMessage: 'Limit must be a whole number from 1 to {max}.',
  }),
});
const Q = CHANGE_QUERY_FORM_MESSAGES;

export const CHANGE_QUERY_RULES = {
  kindUnknown: message(Q.kindUnknown, { kinds: CHANGE_KINDS.join(', ') }),
  actionUnknown: message(Q.actionUnknown, { actions: CHANGE_ACTIONS.join(', ') }),
  idWithoutKind: message(Q.idWithoutKind),
  activityFilterOnHistory: message(Q.activityFilterOnHistory),
  sinceInvalid: message(Q.sinceInvalid),
  cursorInvalid: message(Q.cursorInvalid),
  actorTooLong: message(Q.actorTooLong),
  fromNotADate: message(Q.fromNotADate),
  toNotADate: message(Q.toNotADate),
  fromAfterTo: message(Q.fromAfterTo),
  fromOutOfRange: message(Q.fromOutOfRange),
  toOutOfRange: message(Q.toOutOfRange),
  limitInvalid: message(Q.limitInvalid, { max: String(CHANGE_PAGE_LIMITS.max) }),
};
export const CHANGE_QUERY_MESSAGES = inEnglishEach(CHANGE_QUERY_RULES);

/** What the server answers to a restore, in the `server` namespace; a translation words the kind with a `select`. */
export const RESTORE_ANSWER_MESSAGES = defineMessages({
  entryNotFound: { id: 'server.restore.entryNotFound', defaultMessage: 'There is no such entry in the change record.' },
  notADelete: { id: 'server.restore.notADelete', defaultMessage: 'Only the entry of a delete can be restored.' },
  recordExists: {
    id: 'server.restore.recordExists',
    defaultMessage: 'The {kind} {id} exists again; there is nothing to restore.',
  },
});
export const RESTORE_ANSWERS = {
  entryNotFound: message(RESTORE_ANSWER_MESSAGES.entryNotFound),
  notADelete: message(RESTORE_ANSWER_MESSAGES.notADelete),
};
/** The English texts, for the log and the tests. */
export const RESTORE_MESSAGES = inEnglishEach(RESTORE_ANSWERS);

/** 409: the record an entry deleted exists again, so there is nothing to restore. */
export const restoredRecordExists = (kind: ChangeKind, id: string) =>
  message(RESTORE_ANSWER_MESSAGES.recordExists, { kind, id });
export const restoredRecordExistsMessage = (kind: ChangeKind, id: string) =>
  inEnglish(RESTORE_ANSWER_MESSAGES.recordExists, { kind, id });

const M = CHANGE_QUERY_RULES;
const ENTRY_ID = /^\d{1,18}$/;
const isDate = (value: string) => CALENDAR_DATE.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
/** The days the activity can be filtered by: every instant PostgreSQL and luxon hold, with a day to spare either side. */
const isDayInRange = (value: string) => value === '' || (value >= '1970-01-01' && value <= '2999-12-31');
const isLimit = (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= CHANGE_PAGE_LIMITS.max;

const queryFields = {
  kind: text(Q.kind),
  id: text(Q.id),
  action: text(Q.action),
  since: text(Q.since),
  actor: text(Q.actor),
  from: text(Q.from),
  to: text(Q.to),
  limit: text(Q.limit),
  cursor: text(Q.cursor),
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
  id: v.pipe(
    v.string(inParseLanguage(RESTORE_ANSWERS.entryNotFound)),
    v.regex(ENTRY_ID, inParseLanguage(RESTORE_ANSWERS.entryNotFound)),
  ),
});
