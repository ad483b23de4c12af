import { useTranslate } from '@scheduler/shared-auth';
import type { User } from '@scheduler/shared-domain/user';
import { PENDING_PASSWORD_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Panel } from '@scheduler/shared-ui/panel';
import { useState } from 'react';
import { usersApi } from '../api/users-api';

/**
 * An Admin's view of an account that has no password yet (added without one, imported, restored): it waits for its
 * 'Set your password' link, which the Admin may send again, say after correcting its address and saving.
 */
export function PendingPassword({ user }: { user: User }) {
  const t = useTranslate();
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  if (!user.passwordPending) return null;
  const mayResend = !user.inActive && user.email.trim() !== '';

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    setSent('');
    try {
      const { message } = await usersApi.resendPasswordLink(user._id);
      setSent(message);
      announce(message);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel heading={t(S.heading)}>
      <p className="mb-3">{t(user.inActive ? S.inactive : mayResend ? S.waiting : S.noAddress)}</p>
      {mayResend && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* Not disabled while it sends: a disabled button drops the focus to the page's body. */}
          <Button onClick={() => void resend()} aria-disabled={sending}>
            {t(S.resend)}
          </Button>
          <p>{sent}</p>
        </div>
      )}
      <ErrorAlert failure={failure} reveal="focus" />
    </Panel>
  );
}
