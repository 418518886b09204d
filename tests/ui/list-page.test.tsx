// useListPage (issue 25 "lists built once"): a list's page, search and filters live in the URL, so a
// reload or the back button shows the same list; the search box sends its term once typing pauses,
// and a new search or filter goes back to the first page. And StatTiles, the one tile row.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router-dom';
import { Pager } from '@/components/ui/pager';
import { StatTiles } from '@/components/ui/stat-tiles';
import { anyValue, choice, SEARCH_DEBOUNCE_MS, useListPage } from '@/lib/use-list-page';
import { renderFeature } from './support/render-feature';

// Nothing here calls the API; the client only needs an address.
const apiBaseUrl = 'http://127.0.0.1:9/api';

const listFilters = { status: choice(['all', 'active', 'inactive'] as const, 'all'), organization: anyValue() };

function List() {
  const list = useListPage(listFilters);
  return (
    <>
      <input
        type="search"
        aria-label="Cari"
        value={list.searchBox.value}
        onChange={(event) => list.searchBox.onChange(event.target.value)}
      />
      <select aria-label="Status" value={list.values.status} onChange={(e) => list.setFilter('status', e.target.value)}>
        <option value="all">Semua</option>
        <option value="active">Aktif</option>
        <option value="inactive">Nonaktif</option>
      </select>
      <output data-testid="state">
        {JSON.stringify({ page: list.page, search: list.search, ...list.values, filtered: list.filtered })}
      </output>
      <button type="button" onClick={list.clear}>
        Hapus filter
      </button>
      <Pager label="Halaman" summary={`Halaman ${list.page} dari 5`} {...list.pager({ pages: 5 })} />
    </>
  );
}

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Kembali
    </button>
  );
}

const render = (path = '/list') => {
  const view = renderFeature(null, {
    apiBaseUrl,
    path,
    routes: [
      { path: '/list', element: <List /> },
      { path: '/elsewhere', element: <Elsewhere /> },
    ],
  });
  const search = () => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
  return { ...view, search };
};
const state = () => JSON.parse(screen.getByTestId('state').textContent!) as Record<string, unknown>;

afterEach(() => {
  vi.useRealTimers();
});

describe('useListPage', () => {
  it('reads the page, the search and the filters from the URL (a reload shows the same list)', () => {
    render('/list?search=budi&status=inactive&organization=dpc-1&page=3');
    expect(state()).toEqual({ page: 3, search: 'budi', status: 'inactive', organization: 'dpc-1', filtered: true });
    expect((screen.getByRole('searchbox', { name: 'Cari' }) as HTMLInputElement).value).toBe('budi');
    expect(screen.getByText('Halaman 3 dari 5')).toBeTruthy();
  });

  it('reads an unknown filter value or page as none: the first page of everything', () => {
    render('/list?status=deleted&page=-2');
    expect(state()).toEqual({ page: 1, search: '', status: 'all', organization: 'all', filtered: false });
  });

  it('keeps the pager and a filter in the URL, so back from another page shows them again', async () => {
    const user = userEvent.setup();
    const view = render();
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(view.search()).toEqual({ page: '3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    // A new filter starts from the first page.
    expect(view.search()).toEqual({ status: 'active' });
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(view.search()).toEqual({ status: 'active', page: '2' });

    await act(() => view.router.navigate('/elsewhere'));
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(state()).toMatchObject({ page: 2, status: 'active' });
    expect(view.search()).toEqual({ status: 'active', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(view.search()).toEqual({ status: 'active' });
    expect((screen.getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches once typing pauses, from the first page, and clear empties the box', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = render('/list?status=active&page=4');
    const box = screen.getByRole('searchbox', { name: 'Cari' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Si' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: 'Siti ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    // Still typing: nothing searched yet, the list stays where it was.
    expect(view.search()).toEqual({ status: 'active', page: '4' });
    expect(box.value).toBe('Siti ');
    act(() => vi.advanceTimersByTime(1));
    expect(view.search()).toEqual({ status: 'active', search: 'Siti' });
    expect(state()).toMatchObject({ page: 1, search: 'Siti' });

    fireEvent.click(screen.getByRole('button', { name: 'Hapus filter' }));
    expect(view.search()).toEqual({});
    expect(box.value).toBe('');
  });

  it('shows a search changed from outside (the top bar) in the box', async () => {
    const view = render('/list?search=lama');
    await act(() => view.router.navigate('/list?search=baru'));
    expect((screen.getByRole('searchbox', { name: 'Cari' }) as HTMLInputElement).value).toBe('baru');
  });
});

describe('StatTiles', () => {
  const tiles = [
    { id: 'total', label: 'Total', value: '1.250', hint: '12 baru bulan ini', testId: 'tile-total' },
    { id: 'failed', label: 'Gagal', value: undefined, testId: 'tile-failed', alarming: true },
  ];

  it('shows each figure with its label and hint, and a busy skeleton until a figure is there', () => {
    renderFeature(<StatTiles label="Ringkasan" tiles={tiles} />, { apiBaseUrl });
    const section = screen.getByRole('region', { name: 'Ringkasan' });
    const total = within(section).getByTestId('tile-total');
    expect(within(total).getByTestId('tile-total-value').textContent).toBe('1.250');
    expect(total.textContent).toContain('12 baru bulan ini');
    expect(total.getAttribute('aria-busy')).toBe('false');
    const failed = screen.getByTestId('tile-failed');
    expect(failed.getAttribute('aria-busy')).toBe('true');
    expect(within(failed).getByTestId('tile-failed-loading')).toBeTruthy();
    expect(within(failed).queryByTestId('tile-failed-value')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is no landmark without a label', () => {
    renderFeature(<StatTiles tiles={tiles} />, { apiBaseUrl });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('tile-total')).toBeTruthy();
  });

  it('makes each tile a toggle button when it filters, pressed for the selected one, by keyboard too', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderFeature(<StatTiles label="Status" tiles={tiles} selected="failed" onSelect={onSelect} />, { apiBaseUrl });
    const total = screen.getByRole('button', { name: /Total/ });
    const failed = screen.getByRole('button', { name: /Gagal/ });
    expect(total.getAttribute('aria-pressed')).toBe('false');
    expect(failed.getAttribute('aria-pressed')).toBe('true');
    await user.click(total);
    expect(onSelect).toHaveBeenLastCalledWith('total');
    failed.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('failed');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });
});
