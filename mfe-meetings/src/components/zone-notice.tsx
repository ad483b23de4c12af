import { chooseDisplayZone, useDisplayZone } from '@scheduler/shared-auth';
import { TIME_ZONE_TEXTS as T } from '@scheduler/shared-domain/time-zone-texts';
import { Button } from '@scheduler/shared-ui/button';

/**
 * Names the zone a screen's times are in, with a one-click switch to the other, whenever this browser's zone is not the
 * group's. One setting for every screen, kept per person in this browser.
 */
export function ZoneNotice() {
  const { differs, choice, browserZone, groupZone } = useDisplayZone();
  if (!differs) return null;
  const groupShown = choice === 'group';
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-brand-500/30 bg-brand-100 px-3 py-2 text-sm">
      <span>{groupShown ? T.groupShown(groupZone, browserZone) : T.browserShown(browserZone, groupZone)}</span>
      <Button look="link" onClick={() => chooseDisplayZone(groupShown ? 'browser' : 'group')}>
        {groupShown ? T.showBrowser : T.showGroup}
      </Button>
    </p>
  );
}
