import { useCallback, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useDismiss } from './use-dismiss';

export interface MenuEntry {
  label: MessageDescriptor;
  to: string;
}

/**
 * One drop-down of the nav bar: a disclosure button and its list of links. Opening it tells `onIntent` the sections
 * its links lead to, and pointing at, focusing or touching a link tells it that link's page.
 */
export function NavMenu({
  label,
  entries,
  onIntent,
}: {
  label: MessageDescriptor;
  entries: readonly MenuEntry[];
  onIntent?: (paths: readonly string[], what: 'sections' | 'pages') => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(menuRef, buttonRef, open, close);

  return (
    <div ref={menuRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) {
            onIntent?.(
              entries.map((entry) => entry.to),
              'sections',
            );
          }
          setOpen(!open);
        }}
        className="flex h-nav w-full items-center gap-1 px-3 text-left hover:bg-brand-700 md:w-auto"
      >
        {intl.formatMessage(label)}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="z-20 min-w-52 bg-brand-700 py-1 md:absolute md:left-0 md:top-full md:rounded-b md:shadow-lg"
      >
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              onClick={close}
              onPointerEnter={() => onIntent?.([entry.to], 'pages')}
              onFocus={() => onIntent?.([entry.to], 'pages')}
              onTouchStart={() => onIntent?.([entry.to], 'pages')}
              className="block px-4 py-2 hover:bg-brand-500 aria-[current=page]:font-semibold"
            >
              {intl.formatMessage(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
