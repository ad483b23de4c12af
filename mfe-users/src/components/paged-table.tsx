import { DataTable, type DataTableProps } from '@scheduler/shared-ui/data-table';
import { MoreButton } from '@scheduler/shared-ui/more-button';
import type { CursorPages } from '@scheduler/shared-ui/use-cursor-pages';
import { useRef } from 'react';

/** A list read a page at a time (useCursorPages): a table of the rows read so far, and More while there are more. */
export function PagedTable<Row>({
  pages,
  moreText,
  ...table
}: Omit<DataTableProps<Row>, 'rows'> & { pages: CursorPages<Row>; moreText: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={frameRef}>
      <DataTable rows={pages.items} {...table} />
      <MoreButton
        pages={pages}
        text={moreText}
        afterLast={() => frameRef.current?.querySelector<HTMLElement>('caption')}
      />
    </div>
  );
}
