import { useAppConfig } from '@scheduler/shared-auth';
import {
  type ExternalSignIn,
  LINK_ACTIONS,
  LINK_CONFIRM,
  UNLINK_ACTION,
  UNLINK_CONFIRM,
  userLinkedMessage,
  userUnlinkedMessage,
} from '@scheduler/shared-domain/sign-in-source';
import type { User } from '@scheduler/shared-domain/user';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { useState } from 'react';
import { usersApi } from '../api/users-api';

/**
 * An Admin's way to let a local account sign in through the institute (the OpenID provider or the directory, those
 * the server has): its password here goes, and its next sign-in there takes it over. An account of the institute
 * goes back the other way (Unlink): it gets a link to set a password here, whether or not the server still has its
 * sign-in.
 */
export function LinkAccount({ user, onLinked }: { user: User; onLinked: () => void }) {
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
    act(LINK_CONFIRM, async () => {
      const linked = await usersApi.link({ _id: user._id, signIn, updatedDate: user.updatedDate });
      return userLinkedMessage(linked.username);
    });
  const unlink = () =>
    act(UNLINK_CONFIRM, async () => {
      const unlinked = await usersApi.unlink({ _id: user._id, updatedDate: user.updatedDate });
      return userUnlinkedMessage(unlinked.username, unlinked.email.trim() !== '' && !unlinked.inActive);
    });

  return (
    <section aria-labelledby="link-account" className="mt-8 flex flex-col gap-3">
      <h2 id="link-account" className="text-lg font-semibold">
        Sign-in
      </h2>
      <ErrorAlert failure={failure} reveal="focus" />
      <div className="flex flex-wrap gap-3">
        {user.signIn ? (
          <Button onClick={() => void unlink()}>{UNLINK_ACTION}</Button>
        ) : (
          sources.map((source) => (
            <Button key={source} onClick={() => void link(source)}>
              {LINK_ACTIONS[source]}
            </Button>
          ))
        )}
      </div>
    </section>
  );
}
