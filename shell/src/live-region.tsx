import { useAnnouncement } from '@scheduler/shared-auth';

/**
 * The page's one polite live region: says what the sections announce (shared-auth's `announce`), such as "Venue KB
 * Hall added." after a save. Each announcement is a new node, so the same text said twice is read twice.
 */
export function LiveRegion() {
  const { text, count } = useAnnouncement();
  return (
    <div role="status" data-testid="live-region" className="sr-only">
      <span key={count}>{text}</span>
    </div>
  );
}
