import { loadCatalogs } from './catalog-files';
import { translate } from './i18n';
import { SERVER_MESSAGES } from './server-messages';

describe('translate', () => {
  it('words a message in English until its language is loaded, then in that language', async () => {
    expect(translate('pl', SERVER_MESSAGES.notSignedIn)).toBe('You are not signed in.');
    await loadCatalogs('pl', ['server']);
    expect(translate('pl', SERVER_MESSAGES.notSignedIn)).not.toBe('You are not signed in.');
    expect(translate('pl', SERVER_MESSAGES.tooManySignInAttempts, { minutes: 5 })).toContain('5 minut');
  });

  it('words a language it does not have, or none, in English', () => {
    expect(translate('xx', SERVER_MESSAGES.forbidden)).toBe('You are not allowed to do this.');
    expect(translate(undefined, SERVER_MESSAGES.forbidden)).toBe('You are not allowed to do this.');
  });
});
