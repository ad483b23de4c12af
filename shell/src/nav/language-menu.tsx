import { chooseLanguage, useLanguage } from '@scheduler/shared-auth';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@scheduler/shared-domain/languages';
import { LOGIN_MESSAGES } from '@scheduler/shared-domain/login-messages';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/** The language of the screens, chosen in this browser; each language is named in itself, so anyone finds theirs. */
export function LanguageMenu() {
  const intl = useIntl();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="mt-8 flex items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {intl.formatMessage(LOGIN_MESSAGES.language)}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => chooseLanguage(event.target.value as Language)}
        className="rounded border border-gray-400 bg-white px-2 py-1"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
