import { useAuth, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';

/** Who is signed in, read from the one shared auth store. */
export function SignedInUser() {
  const currentUser = useAuth((state) => state.currentUser);
  const t = useTranslate();
  if (!currentUser) return null;
  return (
    <p className="text-sm text-gray-600" data-testid="signed-in-user">
      {t(KIT_MESSAGES.signedInAs, { username: currentUser.username, role: currentUser.role })}
    </p>
  );
}
