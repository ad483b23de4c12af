import { type ReactNode, useId } from 'react';

/** A card of a page named by its heading, then what it is for (`intro`) and its content. */
export function Panel({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {heading}
      </h2>
      {intro && <p className="mb-4 max-w-3xl text-gray-700">{intro}</p>}
      {children}
    </section>
  );
}
