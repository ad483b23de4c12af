import { Button } from '@scheduler/shared-ui/button';
import { DataTable, type DataTableProps } from '@scheduler/shared-ui/data-table';
import type { CursorPages } from '@scheduler/shared-ui/use-cursor-pages';

/** A list read a page at a time (useCursorPages): a table of the rows read so far, and More while there are more. */
export function PagedTable<Row>({
  pages,
  moreText,
  ...table
}: Omit<DataTableProps<Row>, 'rows'> & { pages: CursorPages<Row>; moreText: string }) {
  return (
    <>
      <DataTable rows={pages.items} {...table} />
      {pages.hasMore && (
        <Button className="mt-3" disabled={pages.loading} onClick={pages.more}>
          {moreText}
        </Button>
      )}
    </>
  );
}
