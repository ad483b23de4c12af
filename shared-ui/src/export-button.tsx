import { useTranslate } from '@scheduler/shared-auth';
import type { CsvKind } from '@scheduler/shared-domain/csv-import';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { Button } from '@scheduler/shared-ui/button';

/**
 * 'Export CSV' of a list: saves `GET /api/export/<kind>.csv`, downloaded with the token (so not a plain link); the
 * code that downloads is loaded on the first click, so a list's first load pays only for the button.
 */
export function ExportButton({ kind, onFailure }: { kind: CsvKind; onFailure: (failure: unknown) => void }) {
  const t = useTranslate();
  const save = () =>
    import('@scheduler/shared-ui/save-file')
      .then(({ downloadAndSave }) => downloadAndSave(`/export/${kind}.csv`, `${kind}.csv`))
      .catch(onFailure);
  return (
    <div className="mb-3 flex justify-end">
      <Button onClick={() => void save()}>{t(KIT_MESSAGES.exportCsv)}</Button>
    </div>
  );
}
