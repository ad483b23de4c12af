import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from '@formatjs/intl';
import { API_TOKEN_ANSWER_MESSAGES, API_TOKEN_FORM_MESSAGES } from './api-tokens';
import { CALENDAR_FEED_ANSWER_MESSAGES } from './calendar-feeds';
import { loadCatalog } from './catalog-files';
import { CHANGE_QUERY_FORM_MESSAGES, RESTORE_ANSWER_MESSAGES } from './change-query';
import { CHANGE_ACTION_SCREENS, CHANGE_FIELD_SCREENS, CHANGE_SCREENS } from './change-screens';
import { CSV_IMPORT_ANSWER_MESSAGES } from './csv-import';
import { type Catalog, LANGUAGES, type Language, type Namespace, SOURCE_LANGUAGE } from './i18n';
import { KIT_MESSAGES } from './kit-messages';
import { LOGIN_MESSAGES, LOGIN_STATUS_MESSAGES } from './login-messages';
import {
  API_TOKEN_MAIL_MESSAGES,
  MAIL_ANSWER_MESSAGES,
  MEETING_MAIL_MESSAGES,
  PASSWORD_LINK_MAIL_MESSAGES,
} from './mail-messages';
import { MEETING_CONFLICT_ANSWER_MESSAGES, SCOPE_LABELS } from './meeting';
import { MEETING_CALENDAR_SCREENS } from './meeting-calendar-screens';
import { MEETING_CHOICE_SCREENS } from './meeting-choice-screens';
import { MEETING_FORM_SCREENS } from './meeting-form-screens';
import { MEETING_ANSWER_MESSAGES, MEETING_SCHEDULE_FORM_MESSAGES } from './meeting-messages';
import { MEETING_RANGE_FORM_MESSAGES } from './meeting-range';
import { MEETING_FORM_MESSAGES } from './meeting-schema';
import { MEETING_SCREENS } from './meeting-screens';
import { SERIES_ANSWER_MESSAGES, SERIES_FORM_MESSAGES } from './meeting-series';
import { PAGE_MESSAGES } from './messages';
import { NAV_MESSAGES } from './nav-messages';
import { PASSWORD_LINK_ANSWER_MESSAGES, PASSWORD_LINK_SCREENS } from './password-links';
import { PASSWORD_FORM_MESSAGES, PASSWORD_RULE_SCREENS } from './password-rules';
import { PENDING_PASSWORD_ANSWER_MESSAGES } from './pending-password';
import { PICKER_MESSAGES } from './picker-messages';
import { SERVER_MESSAGES } from './server-messages';
import { SHELL_MESSAGES } from './shell-messages';
import { SSO_ANSWER_MESSAGES, SSO_OUTCOME_SCREENS } from './sign-in-source';
import { SIGN_OUT_EVERYWHERE_ANSWER_MESSAGES } from './sign-out-everywhere';
import { TEAM_ANSWER_MESSAGES } from './team-messages';
import { TEAM_FORM_MESSAGES } from './team-schema';
import { TEAM_SCREENS } from './team-screens';
import {
  API_TOKEN_SCREENS,
  CALENDAR_SCREENS,
  COPY_SCREENS,
  MAIL_PREFERENCES_SCREENS,
  PENDING_PASSWORD_SCREENS,
  REMINDER_CHOICE_SCREENS,
  SIGN_OUT_EVERYWHERE_SCREENS,
} from './user-account-screens';
import {
  ACTIVITY_SCREENS,
  CHANGE_KIND_SCREENS,
  CSV_KIND_SCREENS,
  IMPORT_SCREENS,
  MAIL_STATUS_SCREENS,
  OUTBOX_SCREENS,
} from './user-admin-screens';
import { USER_ANSWER_MESSAGES } from './user-guard-rails';
import { USER_ROLE_ANSWER_MESSAGES } from './user-role-messages';
import { USER_FORM_MESSAGES } from './user-schema';
import { SIGN_IN_SCREENS, USER_SCREENS } from './user-screens';
import { VALIDATION_MESSAGES } from './validation';
import { VENUE_ANSWER_MESSAGES } from './venue-messages';
import { VENUE_FORM_MESSAGES } from './venue-schema';
import { VENUE_SCREENS } from './venue-screens';
import { ZONE_NOTICE_SCREENS } from './zone-notice-screens';

/** English, the source: each namespace's blocks of descriptors (by id: two blocks may use one key). */
const ENGLISH: Record<Namespace, readonly Record<string, MessageDescriptor>[]> = {
  server: [
    SERVER_MESSAGES,
    MAIL_ANSWER_MESSAGES,
    TEAM_ANSWER_MESSAGES,
    VENUE_ANSWER_MESSAGES,
    USER_ANSWER_MESSAGES,
    USER_ROLE_ANSWER_MESSAGES,
    MEETING_ANSWER_MESSAGES,
    API_TOKEN_ANSWER_MESSAGES,
    PASSWORD_LINK_ANSWER_MESSAGES,
    PENDING_PASSWORD_ANSWER_MESSAGES,
    SIGN_OUT_EVERYWHERE_ANSWER_MESSAGES,
    SSO_ANSWER_MESSAGES,
    RESTORE_ANSWER_MESSAGES,
    CSV_IMPORT_ANSWER_MESSAGES,
    CALENDAR_FEED_ANSWER_MESSAGES,
    MEETING_CONFLICT_ANSWER_MESSAGES,
    SERIES_ANSWER_MESSAGES,
  ],
  validation: [
    VALIDATION_MESSAGES,
    TEAM_FORM_MESSAGES,
    VENUE_FORM_MESSAGES,
    USER_FORM_MESSAGES,
    PASSWORD_FORM_MESSAGES,
    MEETING_FORM_MESSAGES,
    MEETING_SCHEDULE_FORM_MESSAGES,
    MEETING_RANGE_FORM_MESSAGES,
    SERIES_FORM_MESSAGES,
    CHANGE_QUERY_FORM_MESSAGES,
    API_TOKEN_FORM_MESSAGES,
  ],
  shell: [
    LOGIN_MESSAGES,
    LOGIN_STATUS_MESSAGES,
    NAV_MESSAGES,
    SHELL_MESSAGES,
    KIT_MESSAGES,
    PAGE_MESSAGES,
    PICKER_MESSAGES,
    CHANGE_SCREENS,
    CHANGE_ACTION_SCREENS,
    CHANGE_FIELD_SCREENS,
    PASSWORD_LINK_SCREENS,
    PASSWORD_RULE_SCREENS,
    SSO_OUTCOME_SCREENS,
  ],
  mail: [MEETING_MAIL_MESSAGES, PASSWORD_LINK_MAIL_MESSAGES, API_TOKEN_MAIL_MESSAGES],
  meetings: [
    MEETING_SCREENS,
    SCOPE_LABELS,
    MEETING_FORM_SCREENS,
    MEETING_CHOICE_SCREENS,
    MEETING_CALENDAR_SCREENS,
    ZONE_NOTICE_SCREENS,
  ],
  teams: [TEAM_SCREENS],
  venues: [VENUE_SCREENS],
  users: [
    USER_SCREENS,
    SIGN_IN_SCREENS,
    PENDING_PASSWORD_SCREENS,
    API_TOKEN_SCREENS,
    COPY_SCREENS,
    CALENDAR_SCREENS,
    SIGN_OUT_EVERYWHERE_SCREENS,
    MAIL_PREFERENCES_SCREENS,
    REMINDER_CHOICE_SCREENS,
    ACTIVITY_SCREENS,
    CHANGE_KIND_SCREENS,
    OUTBOX_SCREENS,
    MAIL_STATUS_SCREENS,
    IMPORT_SCREENS,
    CSV_KIND_SCREENS,
  ],
};
const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
const TRANSLATED = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

const englishCatalog = (namespace: Namespace): Catalog =>
  Object.fromEntries(
    ENGLISH[namespace]
      .flatMap((block) => Object.values(block))
      .map(({ id, defaultMessage }) => [id, String(defaultMessage)]),
  );

/** A message's arguments: each name, and for a plural the categories it words. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string[] | 'value'>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) found.set(element.value, Object.keys(element.options).sort());
    else if (element.type !== TYPE.literal && element.type !== TYPE.pound && !found.has(element.value)) {
      found.set(element.value, 'value');
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** What a translation must have of English's arguments in `language`: the same names, and its own plural categories. */
function expectedArguments(english: string, language: Language) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
  const expected = argumentsOf(parse(english));
  for (const [name, kind] of expected) if (kind !== 'value') expected.set(name, categories);
  return expected;
}

describe('the catalogs', () => {
  describe.each(TRANSLATED)('in %s', (language) => {
    it.each(NAMESPACES)('word every %s message English has, and no other', async (namespace) => {
      const catalog = await loadCatalog(language, namespace);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(englishCatalog(namespace)).sort());
    });

    it.each(NAMESPACES)("use English's arguments in %s and the language's plural forms", async (namespace) => {
      const catalog = await loadCatalog(language, namespace);
      for (const [id, english] of Object.entries(englishCatalog(namespace))) {
        const translation = catalog[id];
        if (translation === undefined) continue;
        expect({ id, arguments: argumentsOf(parse(translation)) }).toEqual({
          id,
          arguments: expectedArguments(english, language),
        });
      }
    });
  });

  it('Polish words each of its four plural forms, French its three', () => {
    expect(expectedArguments('{n, plural, one {#} other {#}}', 'pl').get('n')).toEqual(['few', 'many', 'one', 'other']);
    expect(expectedArguments('{n, plural, one {#} other {#}}', 'fr').get('n')).toEqual(['many', 'one', 'other']);
  });
});
