import type { ProvinceChapter } from '@shared/contracts/content';
import { normalizeSearch } from './search-text';

const matches = (query: string, chapter: { name: string; bpsCode: string | null }) =>
  normalizeSearch(chapter.name).includes(query) || (chapter.bpsCode ?? '').startsWith(query);

/**
 * The provinces that match a search, by their own name or code (with all their DPCs) or by one of
 * their DPCs (with only the matching ones). An empty search keeps everything.
 */
export function filterStructure(provinces: ProvinceChapter[], search: string): ProvinceChapter[] {
  const query = normalizeSearch(search);
  if (!query) return provinces;
  return provinces.flatMap((province) => {
    if (matches(query, province)) return [province];
    const branches = province.branches.filter((branch) => matches(query, branch));
    return branches.length > 0 ? [{ ...province, branches }] : [];
  });
}
