import { chooseDisplayZone, useDisplayZone, useTranslate } from '@scheduler/shared-auth';
import { ZONE_NOTICE_SCREENS as S } from '@scheduler/shared-domain/zone-notice-screens';
import { Button } from '@scheduler/shared-ui/button';

/** Which zone the times are in, and the one-click switch to the other. */
export default function ZoneNoticeText() {
  const t = useTranslate();
  const { choice, browserZone, groupZone } = useDisplayZone();
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
