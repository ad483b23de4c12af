import { inScreenLanguage } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { focusElement } from '@scheduler/shared-ui/focus';
import type { CursorPages } from '@scheduler/shared-ui/use-cursor-pages';
import { useEffect, useRef } from 'react';

/**
 * More of a list read a page at a time (useCursorPages), while there are more. It keeps the focus while its page
 * loads (not disabled: a disabled button drops the focus to the page's body) and says how many it added; once the
 * last page is in and it is gone, `afterLast` (the list's caption or heading) takes the focus.
 */
export function MoreButton<Item>({
  pages,
  text,
  afterLast,
}: {
  pages: CursorPages<Item>;
  text: string;
  afterLast: () => HTMLElement | null | undefined;
}) {
  const asked = useRef<number | null>(null);
  const count = pages.items?.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `afterLast` is read when its page is in.
  useEffect(() => {
    if (asked.current === null || pages.loading) return;
    const added = count - asked.current;
    asked.current = null;
    if (added > 0) announce(inScreenLanguage(KIT_MESSAGES.moreShown, { count: added }));
    const active = document.activeElement;
    const target = afterLast();
    if ((!active || active === document.body) && target) focusElement(target);
  }, [pages.loading, count]);

  if (!pages.hasMore) return null;
  return (
    <Button
      className="mt-3"
      aria-disabled={pages.loading || undefined}
      onClick={() => {
        if (pages.loading) return;
        asked.current = count;
        pages.more();
      }}
    >
      {text}
    </Button>
  );
}
