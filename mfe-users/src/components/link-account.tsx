import { useAppConfig, useTranslate } from '@scheduler/shared-auth';
import type { ExternalSignIn } from '@scheduler/shared-domain/sign-in-source';
import type { User } from '@scheduler/shared-domain/user';
import { SIGN_IN_SCREENS as S } from '@scheduler/shared-domain/user-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { useState } from 'react';
import { usersApi } from '../api/users-api';

/** An Admin's actions on a local account's edit screen: from now on it signs in through the institute. */
const LINK_ACTIONS = { oidc: S.linkOidc, ldap: S.linkLdap } as const;

/**
 * An Admin's way to let a local account sign in through the institute (the OpenID provider or the directory, those
 * the server has): its password here goes, and its next sign-in there takes it over. An account of the institute
 * goes back the other way (Unlink): it gets a link to set a password here, whether or not the server still has its
 * sign-in.
 */
export function LinkAccount({ user, onLinked }: { user: User; onLinked: () => void }) {
  const t = useTranslate();
  const { oidcLabel, directorySignIn } = useAppConfig();
  const [failure, setFailure] = useState<unknown>(null);
  const sources: ExternalSignIn[] = [
    ...(oidcLabel ? ['oidc' as const] : []),
    ...(directorySignIn ? ['ldap' as const] : []),
  ];
  if (user.role === 'Contact' || (!user.signIn && sources.length === 0)) return null;

  const act = async (confirmText: string, change: () => Promise<string>) => {
    if (!window.confirm(confirmText)) return;
    try {
      announce(await change());
      onLinked();
    } catch (error) {
      setFailure(error);
    }
  };
  const link = (signIn: ExternalSignIn) =>
    act(t(S.linkConfirm), async () => {
      const linked = await usersApi.link({ _id: user._id, signIn, updatedDate: user.updatedDate });
      return t(S.linked, { name: linked.username });
    });
  const unlink = () =>
    act(t(S.unlinkConfirm), async () => {
      const unlinked = await usersApi.unlink({ _id: user._id, updatedDate: user.updatedDate });
      const linkSent = unlinked.email.trim() !== '' && !unlinked.inActive;
      return t(linkSent ? S.unlinkedLinkSent : S.unlinkedNoAddress, { name: unlinked.username });
    });

  return (
    <section aria-labelledby="link-account" className="mt-8 flex flex-col gap-3">
      <h2 id="link-account" className="text-lg font-semibold">
        {t(S.heading)}
      </h2>
      <ErrorAlert failure={failure} reveal="focus" />
      <div className="flex flex-wrap gap-3">
        {user.signIn ? (
          <Button onClick={() => void unlink()}>{t(S.unlink)}</Button>
        ) : (
          sources.map((source) => (
            <Button key={source} onClick={() => void link(source)}>
              {t(LINK_ACTIONS[source])}
            </Button>
          ))
        )}
      </div>
    </section>
  );
}
