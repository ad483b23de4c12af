import { SignedInUser } from '@scheduler/shared-ui/signed-in-user';
import type { ReactNode } from 'react';

/** The frame of every section screen: its heading, who is signed in (from the shared store), then the content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Every page starts at the same left edge, under the nav bar's; its main is the shell's skip link target.
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <SignedInUser />
      </div>
      {children}
    </main>
  );
}
