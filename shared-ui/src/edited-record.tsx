import type { ChangeKind } from '@scheduler/shared-domain/change';
import { ChangeHistory } from '@scheduler/shared-ui/change-history';
import { ChangedElsewhere } from '@scheduler/shared-ui/changed-elsewhere';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import type { ReactNode } from 'react';

/**
 * The frame of every edit screen: a notice above the form when someone else changes or deletes the record meanwhile,
 * the form once its data loaded, and the record's History under it. Reload loads both afresh.
 */
export function EditedRecord<T>({
  kind,
  recordId,
  remote,
  whileLoading,
  children,
}: {
  kind: ChangeKind;
  recordId: string;
  remote: RemoteData<T>;
  whileLoading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <ChangedElsewhere kind={kind} recordId={recordId} reload={remote.reload} />
      <RemoteContent remote={remote} whileLoading={whileLoading}>
        {(data) => (
          <>
            {children(data)}
            <ChangeHistory kind={kind} recordId={recordId} />
          </>
        )}
      </RemoteContent>
    </>
  );
}
