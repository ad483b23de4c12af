import type { ChangeAction, ChangeEntry, ChangeKind, FieldChange } from '@scheduler/shared-domain/change';

/** A row of the `changes` table, with its ids as text (bigint and xid8 do not fit a JavaScript number). */
export interface ChangeRow {
  id: string;
  tx: string;
  at: Date;
  actor: string;
  action: ChangeAction;
  kind: ChangeKind;
  record_id: string;
  batch_id: string | null;
  fields: Record<string, FieldChange>;
}

/** An entry as the API and the stream send it. */
export function changeEntryFromRow(row: ChangeRow): ChangeEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    recordId: row.record_id,
    ...(row.batch_id ? { batchId: row.batch_id } : {}),
    fields: row.fields,
  };
}
