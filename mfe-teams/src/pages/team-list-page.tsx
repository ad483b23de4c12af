import { SignedInUser } from '@scheduler/shared-ui/signed-in-user';

export function TeamListPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-2 text-2xl font-semibold">List Teams</h1>
      <SignedInUser />
    </main>
  );
}
