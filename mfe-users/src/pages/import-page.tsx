import { type Translate, useDisplayZone, useTranslate } from '@scheduler/shared-auth';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_KINDS,
  type CsvImportError,
  type CsvImportResult,
  type CsvKind,
  csvMeetingTimesText,
  failedRowCount,
} from '@scheduler/shared-domain/csv-import';
import { CSV_KIND_SCREENS, IMPORT_SCREENS as S } from '@scheduler/shared-domain/user-admin-screens';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { focusElement } from '@scheduler/shared-ui/focus';
import { FormField } from '@scheduler/shared-ui/form-field';
import { Page } from '@scheduler/shared-ui/page';
import { downloadAndSave } from '@scheduler/shared-ui/save-file';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { importApi } from '../api/import-api';

const kindOptions = (t: Translate) => CSV_KINDS.map((kind) => ({ value: kind, label: t(CSV_KIND_SCREENS[kind]) }));

const errorColumns = (t: Translate): Column<CsvImportError>[] => [
  { header: t(S.row), cell: (error) => String(error.row), width: '4rem' },
  { header: t(S.column), cell: (error) => error.field, width: '9rem' },
  { header: t(S.message), cell: (error) => error.message, wrap: true },
];

const MAX_MEGABYTES = CSV_IMPORT_MAX_BYTES / 1024 / 1024;

interface Checked {
  file: File;
  result: CsvImportResult;
}

/**
 * The Admins' Import page (/user/import): choose a list, download its template, choose a file; every row is checked
 * (a preview, nothing written) and the rows that break a rule are listed by row and column; a file without any is
 * then imported, all rows in one go.
 */
export function ImportPage() {
  const t = useTranslate();
  const words = useMemo(() => ({ kinds: kindOptions(t), errorColumns: errorColumns(t) }), [t]);
  const [kind, setKind] = useState<CsvKind>('users');
  const { groupZone } = useDisplayZone();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  // The Import button is gone once it did its work: the keyboard goes on from what it did.
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);
  // The file field was busy while the file was checked: the keyboard goes on from what the check found.
  const previewHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (checked && previewHeading.current) focusElement(previewHeading.current);
  }, [checked]);

  const act = async (work: () => Promise<void>) => {
    setFailure(null);
    setDone('');
    setBusy(true);
    try {
      await work();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  };
  const forget = () => {
    setChecked(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseKind = (event: ChangeEvent<HTMLSelectElement>) => {
    setKind(event.target.value as CsvKind);
    forget();
  };
  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChecked(null);
    if (!file) return;
    void act(async () => {
      // A refused file is corrected and chosen again: unless the input lets go of it, choosing the same file again
      // is no change, and nothing would happen.
      let ready = false;
      try {
        if (file.size > CSV_IMPORT_MAX_BYTES) throw new Error(t(S.tooLarge, { megabytes: MAX_MEGABYTES }));
        const result = await importApi.preview(kind, file);
        ready = failedRowCount(result.errors) === 0;
        setChecked({ file, result });
      } finally {
        if (!ready && fileInput.current) fileInput.current.value = '';
      }
    });
  };
  const commit = (file: File) =>
    act(async () => {
      const { rows } = await importApi.commit(kind, file);
      const text = t(S.imported, { rows, kind });
      forget();
      setDone(text);
      announce(text);
    });

  const failed = checked ? failedRowCount(checked.result.errors) : 0;
  return (
    <Page title={t(USER_SCREENS.importTitle)}>
      <p className="mb-4 max-w-3xl">{t(S.intro)}</p>
      <div className="flex max-w-xl flex-col gap-3">
        <SelectField label={t(S.kind)} options={words.kinds} value={kind} onChange={chooseKind} withoutMessage />
        {kind === 'meetings' && <p>{csvMeetingTimesText(groupZone, t)}</p>}
        <div>
          <Button onClick={() => void act(() => downloadAndSave(`/import/${kind}/template.csv`, `${kind}.csv`))}>
            {t(S.template)}
          </Button>
        </div>
        <FormField
          ref={fileInput}
          label={t(S.file)}
          type="file"
          accept=".csv,text/csv"
          onChange={check}
          disabled={busy}
        />
      </div>
      <ErrorAlert failure={failure} reveal="focus" />
      {busy && <p role="status">{t(S.checking)}</p>}
      {done && (
        <p
          ref={doneMessage}
          tabIndex={-1}
          className="my-3 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          {done}
        </p>
      )}
      {checked && (
        <section aria-labelledby="import-preview" className="mt-4">
          <h2 ref={previewHeading} id="import-preview" className="text-xl font-semibold">
            {checked.result.rows === 0
              ? t(S.noRows)
              : t(failed === 0 ? S.previewReady : S.previewFailed, { rows: checked.result.rows, failed })}
          </h2>
          {failed > 0 ? (
            <>
              <p className="my-2">{t(S.fixRows)}</p>
              <DataTable
                rows={checked.result.errors}
                columns={words.errorColumns}
                rowKey={(error) => `${error.row} ${error.field}`}
                caption={t(S.caption)}
                emptyText=""
              />
            </>
          ) : (
            checked.result.rows > 0 && (
              <Button look="primary" className="mt-3" disabled={busy} onClick={() => void commit(checked.file)}>
                {t(S.importRows, { rows: checked.result.rows })}
              </Button>
            )
          )}
        </section>
      )}
    </Page>
  );
}
