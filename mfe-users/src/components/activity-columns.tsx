import { MEETING_PATHS, TEAM_PATHS, type Translate, USER_PATHS, VENUE_PATHS } from '@scheduler/shared-auth';
import type { ChangeEntry, ChangeKind } from '@scheduler/shared-domain/change';
import { CHANGE_ACTION_SCREENS } from '@scheduler/shared-domain/change-screens';
import { changeTimeText, fieldChangeTexts } from '@scheduler/shared-domain/change-texts';
import type { Language } from '@scheduler/shared-domain/i18n';
import { CHANGE_KIND_SCREENS, ACTIVITY_SCREENS as S } from '@scheduler/shared-domain/user-admin-screens';
import { Button } from '@scheduler/shared-ui/button';
import type { Column } from '@scheduler/shared-ui/data-table';
import { RowActionText } from '@scheduler/shared-ui/remote-table';
import { Link } from 'react-router-dom';
import type { ExistingRecords } from '../api/activity-api';

/** Where a record is edited. */
export const recordPath = (kind: ChangeKind, _id: string): string =>
  ({
    user: USER_PATHS.editFromList,
    venue: VENUE_PATHS.edit,
    team: TEAM_PATHS.edit,
    meeting: MEETING_PATHS.edit,
  })[kind].to({ _id });

/**
 * A record as people name it: a user by its username (as it is now, or as the entry has it), anything else by its
 * `_id`.
 */
export function recordName(entry: ChangeEntry, existing?: ExistingRecords | null): string {
  const current = existing?.[entry.kind].get(entry.recordId);
  const username = entry.fields.username;
  if (current || entry.kind !== 'user' || !username || 'secret' in username) return current ?? entry.recordId;
  return String(username.new ?? username.old ?? entry.recordId);
}

/**
 * The Activity page's columns: when, who, what, which record (a link while it exists), the fields it changed, and
 * Restore for a record deleted and not back since.
 */
export function activityColumns(
  t: Translate,
  language: Language,
  zone: string,
  existing: ExistingRecords | null,
  restore: (entry: ChangeEntry) => void,
): Column<ChangeEntry>[] {
  const exists = (entry: ChangeEntry) => existing?.[entry.kind].has(entry.recordId) ?? false;
  return [
    { header: t(S.when), cell: (entry) => changeTimeText(entry.at, zone, language), width: '13rem' },
    { header: t(S.actor), cell: (entry) => entry.actor, width: '8rem' },
    { header: t(S.action), cell: (entry) => t(CHANGE_ACTION_SCREENS[entry.action]), width: '8rem' },
    { header: t(S.kind), cell: (entry) => t(CHANGE_KIND_SCREENS[entry.kind]), width: '6rem' },
    {
      header: t(S.record),
      width: '11rem',
      cell: (entry) =>
        exists(entry) ? (
          <Link to={recordPath(entry.kind, entry.recordId)} className="text-brand-500 underline">
            {recordName(entry, existing)}
          </Link>
        ) : (
          recordName(entry, existing)
        ),
    },
    {
      header: t(S.changes),
      cell: (entry) => fieldChangeTexts(entry, zone, { say: t, language }).join('; '),
      wrap: true,
      width: '24rem',
    },
    {
      header: t(S.restore),
      action: true,
      width: '6rem',
      cell: (entry) =>
        entry.action === 'delete' &&
        existing &&
        !exists(entry) && (
          <Button look="link" data-row-action="restore" onClick={() => restore(entry)}>
            <RowActionText label={t(S.restore)} record={recordName(entry, existing)} />
          </Button>
        ),
    },
  ];
}
