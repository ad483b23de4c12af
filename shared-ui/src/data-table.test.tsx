import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Column, DataTable } from './data-table';

interface Row {
  id: string;
  day: string;
}
const columns: Column<Row>[] = [
  { header: 'Id', cell: (row) => row.id },
  { header: 'Day', cell: (row) => row.day, sortValue: (row) => row.day },
];
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    day: `2026-${String((index % 12) + 1).padStart(2, '0')}-01`,
  }));
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

afterEach(() => jest.restoreAllMocks());

describe('DataTable', () => {
  it('shows the loading and empty texts', () => {
    const { rerender } = render(
      <DataTable rows={null} columns={columns} rowKey={(row) => row.id} emptyText="Nothing" caption="Meetings" />,
    );
    expect(screen.getByText('Loading data. Please wait...')).toBeInTheDocument();
    rerender(<DataTable rows={[]} columns={columns} rowKey={(row) => row.id} emptyText="Nothing" caption="Meetings" />);
    expect(screen.getByText('Nothing')).toBeInTheDocument();
  });

  it('sorts by a sortable column, ascending then descending, and says so', async () => {
    render(
      <DataTable
        rows={[
          { id: 'b', day: '2026-02-01' },
          { id: 'a', day: '2026-01-01' },
          { id: 'c', day: '2026-03-01' },
        ]}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Nothing"
        caption="Meetings"
        initialSort={{ header: 'Day', direction: 'ascending' }}
      />,
    );
    const ids = () => bodyRows().map((row) => row.firstChild?.textContent);
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('columnheader', { name: /Day/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Day/ }));
    expect(ids()).toEqual(['c', 'b', 'a']);
    expect(screen.getByRole('columnheader', { name: /Day/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
  });

  it('renders only the rows in view of a long list', () => {
    // jsdom lays nothing out: give the scrolling box the size a browser would.
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    render(
      <DataTable
        rows={rowsOf(10_000)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Nothing"
        caption="Meetings"
      />,
    );
    const rendered = bodyRows().filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveTextContent('m0');
  });

  it('lets a long list’s rows grow to their content, and counts those not drawn yet as tall as those drawn', () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    // Every row drawn turns out two lines high: its long text wraps, nothing is cut.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches('tr[data-index]') ? 57 : 0;
    });
    render(
      <DataTable
        rows={rowsOf(1_000)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Nothing"
        caption="Meetings"
      />,
    );
    // The spacers standing for rows out of view are hidden from the accessibility tree.
    const all = [...document.querySelectorAll<HTMLElement>('tbody tr')];
    const drawn = all.filter((row) => row.dataset.index !== undefined);
    expect(within(drawn[0] as HTMLElement).getAllByRole('cell')[0]).not.toHaveClass('truncate');
    // The rows drawn fill the box at 57 px each, and the spacer below stands for the rest at 57 px each.
    expect(drawn.length).toBeLessThan(30);
    const spacer = all.at(-1) as HTMLElement;
    const lastDrawn = Number(drawn.at(-1)?.dataset.index);
    expect(spacer.style.height).toBe(`${(1_000 - lastDrawn - 1) * 57}px`);
  });

  it('renders every row of a short list', () => {
    render(
      <DataTable rows={rowsOf(50)} columns={columns} rowKey={(row) => row.id} emptyText="Nothing" caption="Meetings" />,
    );
    expect(bodyRows()).toHaveLength(50);
  });
});

describe('DataTable and the keyboard', () => {
  const withDel: Column<Row>[] = [
    ...columns,
    {
      header: 'Del',
      action: true,
      cell: (row) => (
        <button type="button" data-row-action="delete">
          Del {row.id}
        </button>
      ),
    },
  ];
  const table = (rows: Row[]) => (
    <DataTable rows={rows} columns={withDel} rowKey={(row) => row.id} emptyText="Nothing" caption="Meetings" />
  );

  it('keeps the focus in the table when the focused row goes: the next row’s Del, else the caption, else the empty text', () => {
    const [a, b, c] = rowsOf(3) as [Row, Row, Row];
    const { rerender } = render(table([a, b, c]));
    screen.getByRole('button', { name: 'Del m1' }).focus();
    rerender(table([a, c]));
    expect(screen.getByRole('button', { name: 'Del m2' })).toHaveFocus();

    rerender(table([a]));
    expect(screen.getByText('Meetings')).toHaveFocus();

    screen.getByRole('button', { name: 'Del m0' }).focus();
    rerender(table([]));
    expect(screen.getByText('Nothing')).toHaveFocus();
  });

  it('makes a box that scrolls sideways a focusable region named by the caption', () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    render(table(rowsOf(3)));
    const region = screen.getByRole('region', { name: 'Meetings' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Meetings' })).toBeInTheDocument();
  });

  it('gives each field of a row its header for the phone’s cards, and the actions none', () => {
    render(table(rowsOf(1)));
    const cells = within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Id', 'Day', undefined]);
    expect(cells[0]).toHaveTextContent(/^m0$/);
  });
});
