import { useChanges, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import {
  CHANGE_ACTIONS,
  CHANGE_KINDS,
  type ChangeAction,
  type ChangeEntry,
  type ChangeKind,
} from '@scheduler/shared-domain/change';
import { CHANGE_ACTION_SCREENS, CHANGE_SCREENS } from '@scheduler/shared-domain/change-screens';
import { CHANGE_KIND_SCREENS, ACTIVITY_SCREENS as S } from '@scheduler/shared-domain/user-admin-screens';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { dayIn } from '@scheduler/shared-domain/zoned-time';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { FormField } from '@scheduler/shared-ui/form-field';
import { Page } from '@scheduler/shared-ui/page';
import { FORM_GRID, FormButtons } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useCursorPages } from '@scheduler/shared-ui/use-cursor-pages';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type ActivityFilters, activityApi } from '../api/activity-api';
import { activityColumns, recordName, recordPath } from '../components/activity-columns';
import { PagedTable } from '../components/paged-table';

const FILTER_NAMES = ['kind', 'action', 'actor', 'from', 'to'] as const;

const filtersOf = (search: URLSearchParams): ActivityFilters => {
  const kind = search.get('kind') ?? '';
  const action = search.get('action') ?? '';
  return {
    kind: (CHANGE_KINDS as readonly string[]).includes(kind) ? (kind as ChangeKind) : '',
    action: (CHANGE_ACTIONS as readonly string[]).includes(action) ? (action as ChangeAction) : '',
    actor: search.get('actor') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
};

/** Whether a new entry is one the filters ask for (an entry of now is on or after any `from`). */
const isShown = (entry: ChangeEntry, { kind, action, actor, to }: ActivityFilters, zone: string): boolean =>
  (!kind || entry.kind === kind) &&
  (!action || entry.action === action) &&
  (!actor || entry.actor === actor) &&
  (!to || dayIn(entry.at, zone) <= to);

/**
 * The Admins' Activity page (/user/activity): every change on record, newest first, filtered by kind, action, who and
 * days (kept in the address), a page at a time; a deleted record can be restored from its entry.
 */
export function ActivityPage() {
  const t = useTranslate();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const { zone } = useDisplayZone();
  const [restoreFailure, setRestoreFailure] = useState<unknown>(null);
  const [restored, setRestored] = useState<{ message: string; path: string } | null>(null);
  // The fields as typed: they follow the address when it changes (Back), and Show keeps its focus.
  const [draft, setDraft] = useState(filters);
  const restoredRef = useRef<HTMLParagraphElement>(null);
  const existing = useRemoteData(activityApi.existing, CHANGE_KINDS);
  const query = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the address's, which `query` is.
  useEffect(() => setDraft(filters), [query]);
  // The Restore pressed is gone once its record exists again: the keyboard goes on from what it did.
  useEffect(() => {
    if (restored) restoredRef.current?.focus();
  }, [restored]);
  const activity = useCursorPages(
    (cursor) => activityApi.page(filters, cursor),
    query,
    (entry) => entry.id,
  );
  // A new entry (the stream's) that the filters let through goes on top, so a restore shows at once.
  useChanges((entry) => isShown(entry, filters, zone) && activity.addFirst(entry));

  const restore = async (entry: ChangeEntry) => {
    setRestoreFailure(null);
    setRestored(null);
    try {
      const record = await activityApi.restore(entry.id);
      const message = t(S.restored, { kind: entry.kind, name: record.username ?? recordName(entry) });
      setRestored({ message, path: recordPath(entry.kind, record._id) });
      announce(message);
      existing.reload();
    } catch (refusal) {
      setRestoreFailure(refusal);
    }
  };

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = FILTER_NAMES.map((name) => [name, draft[name].trim()]);
    setSearch(new URLSearchParams(chosen.filter(([, value]) => value)));
  };
  const typed = (name: (typeof FILTER_NAMES)[number]) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Page title={t(USER_SCREENS.activityTitle)}>
      <form className={`${FORM_GRID} md:grid-cols-3 lg:grid-cols-5`} onSubmit={show}>
        <SelectField
          label={t(S.kind)}
          {...typed('kind')}
          options={[
            { value: '', label: t(S.allKinds) },
            ...CHANGE_KINDS.map((kind) => ({ value: kind, label: t(CHANGE_KIND_SCREENS[kind]) })),
          ]}
        />
        <SelectField
          label={t(S.action)}
          {...typed('action')}
          options={[
            { value: '', label: t(S.allActions) },
            ...CHANGE_ACTIONS.map((action) => ({ value: action, label: t(CHANGE_ACTION_SCREENS[action]) })),
          ]}
        />
        <FormField label={t(S.actor)} {...typed('actor')} autoComplete="off" />
        <FormField type="date" label={t(S.from)} {...typed('from')} />
        <FormField type="date" label={t(S.to)} {...typed('to')} />
        <FormButtons>
          <Button look="primary" type="submit">
            {t(S.show)}
          </Button>
        </FormButtons>
      </form>
      <ErrorAlert failure={restoreFailure ?? activity.failure} reveal="focus" />
      {restored && (
        <p
          ref={restoredRef}
          tabIndex={-1}
          className="my-3 flex flex-wrap gap-3 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          <span>{restored.message}</span>
          <Link to={restored.path} className="text-brand-500 underline">
            {t(S.open)}
          </Link>
        </p>
      )}
      <PagedTable
        pages={activity}
        moreText={t(CHANGE_SCREENS.more)}
        columns={activityColumns(t, language, zone, existing.data, (entry) => void restore(entry))}
        rowKey={(entry) => entry.id}
        caption={t(S.caption)}
        emptyText={t(S.empty)}
        loadingText={t(S.loading)}
      />
    </Page>
  );
}
