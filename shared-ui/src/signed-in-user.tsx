import { useAuth } from '@scheduler/shared-auth';

/** Who is signed in, read from the one shared auth store. */
export function SignedInUser() {
  const currentUser = useAuth((state) => state.currentUser);
  if (!currentUser) return null;
  return (
    <p className="text-sm text-gray-600" data-testid="signed-in-user">
      Signed in as {currentUser.username} ({currentUser.role})
    </p>
  );
}
