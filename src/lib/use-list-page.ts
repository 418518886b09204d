import { useCallback, useEffect, useRef, useState } from 'react';
import { oneOf, pageOf, useUrlParams } from './use-url-params';

/** How long typing must pause before a search box's term goes into the URL. */
export const SEARCH_DEBOUNCE_MS = 350;

/** One filter of a list: how its URL value is read, and the value that means "no filter". */
export interface ListFilter<T extends string> {
  read: (raw: string | null) => T;
  all: T;
}

/** A filter whose value is one of `values`; `all` (also the fallback) is kept out of the URL. */
export function choice<T extends string>(values: readonly T[], all: T): ListFilter<T> {
  return { read: (raw) => oneOf(raw, values, all), all };
}

/** A free filter value (an id); `all` when absent. */
export function anyValue(all = 'all'): ListFilter<string> {
  return { read: (raw) => raw ?? all, all };
}

type FilterValues<F> = { [K in keyof F]: F[K] extends ListFilter<infer T> ? T : never };

/** The figures a paged list's response carries. */
export interface PageInfo {
  page: number;
  pages: number;
  total: number;
}

/**
 * A paged list's state, kept in the URL's query string (`?search&<filters>&page`) so a reload, a
 * shared link and the back button show the same list: the page, the search, the filters (read with
 * `filters`) and the pager's buttons. Changing the search or a filter goes back to the first page.
 * `searchBox` is a search input that searches as the user types, once the typing pauses.
 */
export function useListPage<F extends Record<string, ListFilter<string>>>(
  filters: F,
  { debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number } = {},
) {
  const [params, update] = useUrlParams();
  const page = pageOf(params);
  const search = params.get('search') ?? '';
  const keys = Object.keys(filters) as (keyof F & string)[];
  const values = Object.fromEntries(keys.map((key) => [key, filters[key]!.read(params.get(key))])) as FilterValues<F>;
  const filtered = search !== '' || keys.some((key) => values[key] !== filters[key]!.all);

  const setSearch = useCallback((term: string) => update({ search: term.trim() || null, page: null }), [update]);
  const setFilter = useCallback(
    (key: keyof F & string, value: string) =>
      update({ [key]: value === filters[key]!.all ? null : value.trim() || null, page: null }),
    [update, filters],
  );
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const clear = useCallback(
    () => update({ search: null, ...Object.fromEntries(Object.keys(filters).map((key) => [key, null])), page: null }),
    [update, filters],
  );
  const searchBox = useDebouncedSearch(search, setSearch, debounceMs);

  /** The pager's buttons for the list's current response. */
  const pager = (info: Pick<PageInfo, 'pages'>) => ({
    hasPrevious: page > 1,
    hasNext: page < info.pages,
    onPrevious: () => setPage(page - 1),
    onNext: () => setPage(page + 1),
  });

  return { page, search, values, filtered, setSearch, setFilter, setPage, clear, searchBox, pager };
}

/**
 * A search input's value that follows the URL's `search` when something else changes it (the top
 * bar's search, cleared filters, the back button) and sends what is typed once typing pauses. A
 * change the box made itself is not copied back: the user may have typed on meanwhile.
 */
function useDebouncedSearch(search: string, setSearch: (term: string) => void, debounceMs: number) {
  const [term, setTerm] = useState(search);
  const [seen, setSeen] = useState(search);
  const [own, setOwn] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== own) setTerm(search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setTerm(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOwn(value.trim());
      setSearch(value);
    }, debounceMs);
  };
  /** Searches now (Enter), without waiting for the pause. */
  const submit = () => {
    clearTimeout(timer.current);
    setOwn(term.trim());
    setSearch(term);
  };
  return { value: term, onChange, submit };
}
