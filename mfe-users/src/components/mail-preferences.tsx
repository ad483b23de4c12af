import { chooseLanguage, type Translate, useTranslate } from '@scheduler/shared-auth';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@scheduler/shared-domain/i18n';
import {
  type MailPreferences as Preferences,
  REMINDER_CHOICES,
  type ReminderChoice,
} from '@scheduler/shared-domain/mail-preferences';
import { REMINDER_CHOICE_SCREENS, MAIL_PREFERENCES_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Panel } from '@scheduler/shared-ui/panel';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { usersApi } from '../api/users-api';

const reminderOptions = (t: Translate) =>
  REMINDER_CHOICES.map((choice) => ({ value: choice, label: t(REMINDER_CHOICE_SCREENS[choice]) }));
/** Each language named in itself, after the choice of none ('') that leaves it to the browser. */
const languageOptions = (t: Translate) => [
  { value: '', label: t(S.browserLanguage) },
  ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
];

/** The two choices; read-only for an Admin looking at someone else's. */
function PreferencesForm({ loaded, readOnly }: { loaded: Preferences; readOnly: boolean }) {
  const t = useTranslate();
  const options = useMemo(() => ({ reminders: reminderOptions(t), languages: languageOptions(t) }), [t]);
  const [preferences, setPreferences] = useState(loaded);
  const [state, setState] = useState<'none' | 'saving' | 'saved'>('none');
  const [failure, setFailure] = useState<unknown>(null);
  const remindersHintId = useId();
  const change = (changes: Partial<Preferences>) => {
    setPreferences({ ...preferences, ...changes });
    setState('none');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    setState('saving');
    setFailure(null);
    try {
      const saved = await usersApi.savePreferences(preferences);
      setPreferences(saved);
      // The screens speak it from now on, in this browser as in any the user signs in to next.
      if (saved.language) chooseLanguage(saved.language);
      setState('saved');
    } catch (saveFailure) {
      setFailure(saveFailure);
      setState('none');
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          disabled={readOnly}
          checked={preferences.mailChanges}
          onChange={(event) => change({ mailChanges: event.target.checked })}
        />
        {t(S.mailChanges)}
      </label>
      {/* A reminder is mail about meetings too: none comes while that is off, and the choice waits for it. */}
      <SelectField
        label={t(S.reminder)}
        options={options.reminders}
        value={preferences.reminder}
        disabled={readOnly || !preferences.mailChanges}
        aria-describedby={preferences.mailChanges ? undefined : remindersHintId}
        onChange={(event) => change({ reminder: event.target.value as ReminderChoice })}
        withoutMessage
        className="max-w-xs"
      />
      {!preferences.mailChanges && (
        <p id={remindersHintId} className="-mt-2 text-gray-700">
          {t(S.remindersNeedMail)}
        </p>
      )}
      <SelectField
        label={t(S.language)}
        options={options.languages}
        value={preferences.language ?? ''}
        disabled={readOnly}
        onChange={(event) => change({ language: isLanguage(event.target.value) ? event.target.value : null })}
        withoutMessage
        className="max-w-xs"
      />
      {readOnly ? (
        <p className="text-gray-700">{t(S.onlyTheUser)}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* Not disabled while it saves: a disabled button drops the focus to the page's body. */}
          <Button type="submit" aria-disabled={state === 'saving'}>
            {t(S.save)}
          </Button>
          <p role="status">{state === 'saved' && t(S.saved)}</p>
        </div>
      )}
      <ErrorAlert failure={failure} />
    </form>
  );
}

/** What a user wants by email: the user's own to change on user/get, an Admin's to see on the user's edit screen. */
export function MailPreferences({ userId, readOnly }: { userId: string; readOnly: boolean }) {
  const t = useTranslate();
  const preferences = useRemoteData(() => usersApi.preferences(userId));
  return (
    <Panel heading={t(S.heading)}>
      <RemoteContent remote={preferences}>
        {(loaded) => <PreferencesForm loaded={loaded} readOnly={readOnly} />}
      </RemoteContent>
    </Panel>
  );
}
