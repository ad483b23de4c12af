import { Button } from '@scheduler/shared-ui/button';

export function SectionUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div role="alert" className="max-w-xl rounded border border-amber-300 bg-amber-50 p-6 text-amber-900">
        <h1 className="mb-2 text-lg font-semibold">The {label} section could not be loaded.</h1>
        <p className="mb-4">
          It may be unreachable or being updated. The other sections still work; try this one again in a moment.
        </p>
        <Button look="primary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </main>
  );
}
