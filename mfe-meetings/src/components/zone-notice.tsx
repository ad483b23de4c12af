import { useDisplayZone } from '@scheduler/shared-auth';
import { lazy, Suspense } from 'react';

// Most people work in their group's zone: the notice's code and texts download only where it shows.
const ZoneNoticeText = lazy(() => import('./zone-notice-text'));

/**
 * Names the zone a screen's times are in, with a one-click switch to the other, whenever this browser's zone is not the
 * group's. One setting for every screen, kept per person in this browser.
 */
export function ZoneNotice() {
  const { differs } = useDisplayZone();
  if (!differs) return null;
  return (
    <Suspense fallback={null}>
      <ZoneNoticeText />
    </Suspense>
  );
}
