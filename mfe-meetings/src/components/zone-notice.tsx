import { chooseDisplayZone, useDisplayZone, useTranslate } from '@scheduler/shared-auth';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { Button } from '@scheduler/shared-ui/button';

/**
 * Names the zone a screen's times are in, with a one-click switch to the other, whenever this browser's zone is not the
 * group's. One setting for every screen, kept per person in this browser.
 */
export function ZoneNotice() {
  const t = useTranslate();
  const { differs, choice, browserZone, groupZone } = useDisplayZone();
  if (!differs) return null;
  const groupShown = choice === 'group';
  const zones = { browser: browserZone, group: groupZone };
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-brand-500/30 bg-brand-100 px-3 py-2 text-sm">
      <span>{t(groupShown ? S.zoneGroup : S.zoneBrowser, zones)}</span>
      <Button look="link" onClick={() => chooseDisplayZone(groupShown ? 'browser' : 'group')}>
        {t(groupShown ? S.showBrowser : S.showGroup)}
      </Button>
    </p>
  );
}
