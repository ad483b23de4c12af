import { SignedInUser } from '@scheduler/shared-ui/signed-in-user';
import type { ReactNode } from 'react';

/** The frame of every section screen: its heading, who is signed in (from the shared store), then the content. */
export function Page({
  title,
  width = 'wide',
  children,
}: {
  title: string;
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto px-4 py-6 ${width === 'wide' ? 'max-w-7xl' : 'max-w-xl'}`}>
      <div className="mb-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <SignedInUser />
      </div>
      {children}
    </main>
  );
}
