import { http, useChanges, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import type { ChangeEntry, ChangeKind, ChangePage } from '@scheduler/shared-domain/change';
import { CHANGE_SCREENS } from '@scheduler/shared-domain/change-screens';
import { changeHeading, fieldChangeTexts } from '@scheduler/shared-domain/change-texts';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { MoreButton } from '@scheduler/shared-ui/more-button';
import { useCursorPages } from '@scheduler/shared-ui/use-cursor-pages';
import { useId, useRef } from 'react';

/** `GET /api/changes?kind=&id=`: a record's history, newest first, a page at a time. */
const historyPage = (kind: ChangeKind, recordId: string, cursor: string | null) =>
  http.get<ChangePage>(
    `/changes?kind=${kind}&id=${encodeURIComponent(recordId)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** One entry: who did what when, then each field it changed. */
function ChangeEntryText({ entry, zone }: { entry: ChangeEntry; zone: string }) {
  const reader = { say: useTranslate(), language: useLanguage() };
  const fields = fieldChangeTexts(entry, zone, reader);
  return (
    <>
      <p className="font-medium">{changeHeading(entry, zone, reader)}</p>
      {fields.length > 0 && (
        <ul className="ml-4 list-disc text-sm text-gray-700">
          {fields.map((text) => (
            <li key={text} className="break-words">
              {text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The History section of an edit screen: the record's changes, newest first, and More for older ones. A change made
 * meanwhile (someone else's, or this screen's own save) goes on top as it happens.
 */
export function ChangeHistory({ kind, recordId }: { kind: ChangeKind; recordId: string }) {
  const t = useTranslate();
  const { zone } = useDisplayZone();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const history = useCursorPages(
    (cursor) => historyPage(kind, recordId, cursor),
    `${kind} ${recordId}`,
    (entry) => entry.id,
  );
  useChanges((entry) => entry.recordId === recordId && history.addFirst(entry), [kind]);
  const entries = history.items;

  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-3xl">
      <h2 id={headingId} ref={headingRef} className="mb-2 text-xl font-semibold">
        {t(CHANGE_SCREENS.history)}
      </h2>
      <ErrorAlert failure={history.failure} reveal="none" />
      {entries?.length === 0 && !history.failure && <p className="text-gray-600">{t(CHANGE_SCREENS.historyEmpty)}</p>}
      {entries && entries.length > 0 && (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <ChangeEntryText entry={entry} zone={zone} />
            </li>
          ))}
        </ol>
      )}
      {history.loading && <Loading text={t(CHANGE_SCREENS.historyLoading)} />}
      <MoreButton pages={history} text={t(CHANGE_SCREENS.more)} afterLast={() => headingRef.current} />
    </section>
  );
}
