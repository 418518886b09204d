// The list screens' shared pieces (issue 25 "lists built once"): DataTable's loading, empty, error
// and selection states, ListPage's header and pager, and DetailFields leaving out empty facts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type RowSelection } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { DetailFields } from '@/components/ui/detail-dialog';
import { renderFeature } from './support/render-feature';

// Nothing here calls the API; the client only needs an address.
const apiBaseUrl = 'http://127.0.0.1:9/api';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Siti', amount: 'Rp150.000' },
  { id: 'b', name: 'Budi', amount: 'Rp75.000' },
];

function Table(props: Partial<Parameters<typeof DataTable<Row, string>>[0]>) {
  return (
    <DataTable<Row, string>
      columns={[
        { key: 'name', header: 'Nama', cell: (row) => row.name },
        { key: 'amount', header: 'Jumlah', numeric: true, nowrap: true, cell: (row) => row.amount },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-id': row.id })}
      label="Daftar"
      testIdPrefix="list"
      empty="Belum ada data."
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('names the table, heads it from the columns, and gives each item a row', () => {
    renderFeature(<Table />, { apiBaseUrl });
    const table = screen.getByRole('table', { name: 'Daftar' });
    expect(table.getAttribute('data-testid')).toBe('list-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nama', 'Jumlah']);
    const shown = screen.getAllByTestId('list-row');
    expect(shown.map((row) => row.getAttribute('data-id'))).toEqual(['a', 'b']);
    expect(
      within(shown[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Siti', 'Rp150.000']);
    // A table wider than a tablet scrolls sideways in its frame (a phone gets cards instead).
    expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
  });

  it('shows skeleton rows while the first page loads, and marks a refetch busy', () => {
    const { unmount } = renderFeature(<Table loading skeletonRows={3} />, { apiBaseUrl });
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(3);
    expect(screen.queryByTestId('list-row')).toBeNull();
    unmount();
    renderFeature(<Table busy />, { apiBaseUrl });
    expect(screen.getByRole('table').parentElement!.getAttribute('aria-busy')).toBe('true');
  });

  it('says why it is empty across the whole width', () => {
    renderFeature(<Table rows={[]} />, { apiBaseUrl });
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toBe('Belum ada data.');
    expect(empty.getAttribute('colspan')).toBe('2');
  });

  it('shows the failure and its retry ("Coba lagi" unless the list names another) in the table’s place', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderFeature(
      <Table error={new Error('Terjadi kesalahan pada server.')} onRetry={onRetry} errorTitle="Gagal memuat data." />,
      { apiBaseUrl },
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('list-error');
    expect(alert.textContent).toContain('Gagal memuat data.');
    expect(alert.textContent).toContain('Terjadi kesalahan pada server.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ticks one row or the whole page from the keyboard, the header box showing a partial page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const selection = (ticked: string[]): RowSelection<Row> => ({
      isSelected: (row) => ticked.includes(row.id),
      onChange,
      pageLabel: 'Pilih semua',
      rowLabel: (row) => `Pilih ${row.name}`,
    });
    const { unmount } = renderFeature(<Table selection={selection([])} />, { apiBaseUrl });
    const page = screen.getByRole('checkbox', { name: 'Pilih semua' });
    expect((page as HTMLInputElement).checked).toBe(false);
    screen.getByRole('checkbox', { name: 'Pilih Budi' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([rows[1]], true);
    await user.click(page);
    expect(onChange).toHaveBeenLastCalledWith(rows, true);

    unmount();
    renderFeature(<Table selection={selection(['a'])} />, { apiBaseUrl });
    expect((screen.getByRole('checkbox', { name: 'Pilih Siti' }) as HTMLInputElement).checked).toBe(true);
    const partial = screen.getByRole('checkbox', { name: 'Pilih semua' });
    expect(partial.closest('label')?.getAttribute('data-state')).toBe('indeterminate');
  });

  it('names each cell after its column, labelled on a phone’s card unless it heads, ends or leaves the card', () => {
    renderFeature(
      <Table
        columns={[
          { key: 'name', header: 'Nama', card: 'primary', cell: (row) => row.name },
          { key: 'id', header: 'ID', card: 'hidden', cell: (row) => row.id },
          { key: 'amount', header: 'Jumlah', numeric: true, cell: (row) => row.amount },
          { key: 'open', header: 'Aksi', card: 'action', cell: () => <button type="button">Detail</button> },
        ]}
      />,
      { apiBaseUrl },
    );
    const [first] = screen.getAllByTestId('list-row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-column'), cell.getAttribute('data-label')])).toEqual([
      ['name', null],
      ['id', null],
      ['amount', 'Jumlah'],
      ['open', null],
    ]);
    expect(cells[2]!.textContent).toBe('Rp150.000');
  });

  it('ticks only the rows that can be, one by one, when the list says which', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderFeature(
      <Table
        selection={{
          canSelect: (row) => row.id === 'a',
          isSelected: () => false,
          onChange,
          pageLabel: 'Pilih',
          rowLabel: (row) => `Pilih ${row.name}`,
        }}
      />,
      { apiBaseUrl },
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Pilih Siti']);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Pilih');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Siti' }));
    expect(onChange).toHaveBeenLastCalledWith([rows[0]], true);
  });
});

describe('ListPage', () => {
  const buttons = vi.fn((_info: { pages: number }) => ({
    hasPrevious: false,
    hasNext: true,
    onPrevious: () => {},
    onNext: () => {},
  }));

  it('titles the document and the page, and pages the list with the total written the Indonesian way', () => {
    renderFeature(
      <ListPage
        title="Daftar Anggota"
        subtitle="Semua anggota"
        actions={<button type="button">Tambah</button>}
        pager={{
          info: { page: 1, pages: 2, total: 1234 },
          label: 'Halaman anggota',
          summary: ({ page, pages, total }) => `Halaman ${page} dari ${pages} · ${total} anggota`,
          buttons,
          testId: 'pager',
        }}
      >
        <p>isi</p>
      </ListPage>,
      { apiBaseUrl },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar Anggota' })).toBeTruthy();
    expect(document.title).toBe('Daftar Anggota · SIMK');
    expect(screen.getByText('Semua anggota')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Halaman anggota' });
    expect(within(pager).getByTestId('pager').textContent).toBe('Halaman 1 dari 2 · 1.234 anggota');
    expect(buttons).toHaveBeenCalledWith({ page: 1, pages: 2, total: 1234 });
  });

  it('has no pager before the first page, for an empty list, or for one page when asked', () => {
    const pager = (info: { page: number; pages: number; total: number } | undefined, severalPagesOnly = false) => (
      <ListPage
        title="Daftar"
        pager={{ info, label: 'Halaman', summary: () => 'ringkasan', buttons, severalPagesOnly }}
      >
        <p>isi</p>
      </ListPage>
    );
    const shown = (element: ReactNode) => {
      const { unmount } = renderFeature(element, { apiBaseUrl });
      const found = screen.queryByRole('navigation', { name: 'Halaman' }) !== null;
      unmount();
      return found;
    };
    expect(shown(pager(undefined))).toBe(false);
    expect(shown(pager({ page: 1, pages: 0, total: 0 }))).toBe(false);
    expect(shown(pager({ page: 1, pages: 1, total: 3 }, true))).toBe(false);
    expect(shown(pager({ page: 1, pages: 1, total: 3 }))).toBe(true);
  });
});

describe('DetailFields', () => {
  it('shows each fact with its label and leaves out the empty ones', () => {
    renderFeature(
      <DetailFields
        fields={[
          ['recipient', 'siti@example.test'],
          ['lastError', null],
          ['provider', ''],
          ['attempts', '2 dari 3'],
        ]}
        label={(key) => `label:${key}`}
        testIdPrefix="message-"
      />,
      { apiBaseUrl },
    );
    expect(screen.getByTestId('message-recipient').textContent).toBe('siti@example.test');
    expect(screen.getByTestId('message-attempts').textContent).toBe('2 dari 3');
    expect(screen.queryByTestId('message-lastError')).toBeNull();
    expect(screen.queryByText('label:provider')).toBeNull();
    expect(screen.getByText('label:recipient')).toBeTruthy();
  });
});
