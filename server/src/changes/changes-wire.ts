import { CHANGE_ACTIONS, CHANGE_KINDS, type ChangeEntry, type ChangePage } from '@scheduler/shared-domain/change';
import * as v from 'valibot';
import type { ChangeRow } from './changes-repository';

const fieldChangeSchema = v.union([
  v.object({ secret: v.literal(true) }),
  v.object({ old: v.optional(v.unknown()), new: v.optional(v.unknown()) }),
]);

/** The response schema of an entry: serialising through it drops any field it does not name. */
export const changeEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.string(),
  action: v.picklist(CHANGE_ACTIONS),
  kind: v.picklist(CHANGE_KINDS),
  recordId: v.string(),
  batchId: v.optional(v.string()),
  fields: v.record(v.string(), fieldChangeSchema),
}) satisfies v.GenericSchema<ChangeEntry>;

export const changePageSchema = v.object({
  items: v.array(changeEntrySchema),
  next: v.nullable(v.string()),
}) satisfies v.GenericSchema<ChangePage>;

/** A restored record, as its own resource's API answers it. */
export const restoredRecordSchema = v.looseObject({ _id: v.string() });

export function toChangeEntry(row: ChangeRow): ChangeEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    recordId: row.record_id,
    ...(row.batch_id === null ? {} : { batchId: row.batch_id }),
    fields: row.fields,
  };
}
