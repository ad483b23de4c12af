import {
  defineMessage,
  defineMessages,
  type Message,
  type MessageDescriptor,
  message,
  translate,
} from '@scheduler/shared-domain/i18n';
import { DateTime } from 'luxon';
import * as v from 'valibot';

/**
 * The form rules' messages that several forms share, in the `validation` namespace. A form's own messages and its
 * fields' labels live beside its schema; a label is an argument here, worded in the same language.
 */
export const VALIDATION_MESSAGES = defineMessages({
  mustBeText: defineMessage<{ label: string }>({
    id: 'validation.mustBeText',
    defaultMessage: '{label} must be text.',
  }),
  maxLength: defineMessage<{ label: string; max: string }>({
    id: 'validation.maxLength',
    defaultMessage: '{label} field exceeds max length of {max} characters',
  }),
  keyCharacters: defineMessage<{ label: string }>({
    id: 'validation.keyCharacters',
    defaultMessage: '{label} must consist only of a-z A-Z 0-9 space and underscore characters',
  }),
  freeTextCharacters: defineMessage<{ label: string }>({
    id: 'validation.freeTextCharacters',
    defaultMessage: `{label} must consist only of a-z A-Z 0-9 _ . , ? : ; " ' = - + ( ) * & % $ # @ ! and space characters`,
  }),
  invalidInput: { id: 'validation.invalidInput', defaultMessage: 'Invalid input.' },
});
const V = VALIDATION_MESSAGES;

/** A rule's message in the language valibot was asked to parse in (`config.lang`), English when none. */
export const worded = (said: Message, language: string | undefined): string =>
  translate(language, said.descriptor, said.values);

/** A message for a valibot schema or action, worded in the parse's language. */
export const inParseLanguage =
  (said: Message) =>
  (issue: v.BaseIssue<unknown>): string =>
    worded(said, issue.lang);

/**
 * SPEC §5: "Each form runs its checks in order and stops at the first failure." A form's schema is a pipe:
 * an object schema gives every field its type, then `orderedRules` runs one rule per SPEC check in the SPEC's
 * order. A rule may read several fields (a password required unless the role is Contact).
 */

/** A text field: absent reads as '', surrounding spaces are dropped; anything but text is refused. */
export function text(label: MessageDescriptor) {
  const mustBeText = message(V.mustBeText, { label: message(label) });
  return v.pipe(v.optional(v.string(inParseLanguage(mustBeText)), ''), v.trim());
}

/** An ISO 8601 instant, as a record's `updatedDate` is sent back on an update. */
export function isIsoInstant(value: string): boolean {
  return DateTime.fromISO(value, { setZone: true }).isValid;
}

/**
 * The check every update schema ends with: the update carries the `updatedDate` of the copy it started from, so that
 * the server can refuse it when the record changed since (a 409 naming the record). After the SPEC's checks.
 */
export function updatedDateRule<T extends { updatedDate: string }>(said: Message): Rule<T> {
  return {
    field: 'updatedDate' as keyof T & string,
    isValid: (record) => isIsoInstant(record.updatedDate),
    message: said,
  };
}

/** One check of a form: the field it reports on, what must hold, and the SPEC's message when it does not. */
export interface Rule<T> {
  field: keyof T & string;
  isValid: (input: T) => boolean;
  message: Message;
}

/** Runs `rules` in order on an already typed input and reports only the first that fails. */
export function orderedRules<T extends object>(rules: readonly Rule<T>[]) {
  return v.rawCheck<T>(({ dataset, config, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const failed = rules.find((candidate) => !candidate.isValid(input));
    if (!failed) return;
    addIssue({
      message: worded(failed.message, config.lang),
      path: [
        {
          type: 'object',
          origin: 'value',
          input: input as Record<string, unknown>,
          key: failed.field,
          value: input[failed.field],
        },
      ],
    });
  });
}

/** The first failing rule's message, as every form and every route reports it. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? worded(message(V.invalidInput), issues[0]?.lang);
}

/** A failure names the field its rule reports on (when it has one), so a form can mark that field. */
export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** Runs a form's rules in order and stops at the first failure, as the browser does before sending, in `language`. */
export function validateInOrder<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  language?: string,
): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortEarly: true, lang: language });
  if (result.success) return { ok: true, value: result.output };
  const field = result.issues[0] && v.getDotPath(result.issues[0]);
  return { ok: false, message: firstIssueMessage(result.issues), ...(field ? { field } : {}) };
}

export const maxLengthMessage = (label: MessageDescriptor, max: number): Message =>
  // The limit as digits, as the SPEC writes it: a number argument would be grouped (1,000).
  message(V.maxLength, { label: message(label), max: String(max) });

const emailFormat = v.pipe(v.string(), v.email());
export const isEmail = (value: string) => v.is(emailFormat, value);

/** SPEC §5: what a key typed by a user (username, team name, meeting id) may hold. */
export const KEY_CHARACTERS = /^[A-Za-z0-9 _]*$/;
export const keyCharactersMessage = (label: MessageDescriptor): Message =>
  message(V.keyCharacters, { label: message(label) });

/** SPEC §5: what free text (descriptions, comments) may hold. */
export const FREE_TEXT_CHARACTERS = /^[A-Za-z0-9 _.,?:;"'=+()*&%$#@!-]*$/;
export const freeTextCharactersMessage = (label: MessageDescriptor): Message =>
  message(V.freeTextCharacters, { label: message(label) });

/** C0, DEL and C1: the URL parser skips or encodes them, but the text is stored and written out as typed. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Blank, or an http or https URL with no control character. */
export function isWebUrlOrBlank(value: string): boolean {
  if (value === '') return true;
  if (CONTROL_CHARACTER.test(value) || !URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}
