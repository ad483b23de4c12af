import { type ReactNode, useId } from 'react';

/** One section of user/get below the user's record: a card named by its heading, then what it is for. */
export function UserPageSection({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {heading}
      </h2>
      <p className="mb-4 max-w-3xl text-gray-700">{intro}</p>
      {children}
    </section>
  );
}
