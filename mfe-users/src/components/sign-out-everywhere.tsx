import { useTranslate } from '@scheduler/shared-auth';
import { SIGN_OUT_EVERYWHERE_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { focusElement } from '@scheduler/shared-ui/focus';
import { Panel } from '@scheduler/shared-ui/panel';
import { useEffect, useRef, useState } from 'react';
import { usersApi } from '../api/users-api';

/**
 * user/get: ends every other session of the signed-in user (this one stays, so that the owner ends a stolen one, not
 * the other way round), and on request its API tokens; the answer says what ended, with the focus on it.
 */
export function SignOutEverywhere() {
  const t = useTranslate();
  const [apiTokens, setApiTokens] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button was disabled while it worked: the focus goes on from what it did.
  useEffect(() => {
    if (done && doneRef.current) focusElement(doneRef.current);
  }, [done]);

  const signOutEverywhere = async () => {
    if (!window.confirm(t(S.confirm))) return;
    setSending(true);
    setFailure(null);
    setDone('');
    try {
      const { message } = await usersApi.signOutEverywhere({ apiTokens });
      setDone(message);
      announce(message);
    } catch (refused) {
      setFailure(refused);
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel heading={t(S.heading)} intro={t(S.intro)}>
      <label className="mb-4 flex items-center gap-2">
        <input type="checkbox" checked={apiTokens} onChange={(event) => setApiTokens(event.target.checked)} />
        {t(S.apiTokens)}
      </label>
      <ErrorAlert failure={failure} reveal="focus" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button look="danger" disabled={sending} onClick={() => void signOutEverywhere()}>
          {t(S.action)}
        </Button>
        <p ref={doneRef}>{done}</p>
      </div>
    </Panel>
  );
}
