import type { ComponentPropsWithoutRef } from 'react';

/**
 * A labelled date field of the browser's own, for the calendar's dates. Not shared-ui's DatePicker, which would add
 * 5.7 KB gz to the calendar's first open, nor its FormField, which the shell carries on the login page and the
 * calendar would download a second time.
 */
export function DateField({ label, ...input }: { label: string } & Omit<ComponentPropsWithoutRef<'input'>, 'type'>) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <input type="date" className="rounded border border-gray-400 px-3 py-2" {...input} />
    </label>
  );
}
