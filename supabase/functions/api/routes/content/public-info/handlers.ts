import {
  organizationStructureSchema,
  publicDuesCategoriesSchema,
  type Chapter,
  type ProvinceChapter,
} from '../../../../_shared/contracts/content.ts';
import { PUBLIC_CONTENT_CACHE, PUBLIC_REFERENCE_CACHE } from '../../_shared/cache-control.ts';
import { asAnonymous } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { activeChapters, activeDuesCategories, type ChapterRow } from './queries.ts';
import type * as routes from './routes.ts';

/** Nests the flat, name-ordered list: DPP, its DPWs, their DPCs. */
function nest(rows: ChapterRow[]) {
  const provinces = new Map<string, ProvinceChapter>();
  let national: Chapter | null = null;
  const strip = ({ level: _level, parentId: _parentId, ...chapter }: ChapterRow): Chapter => chapter;
  for (const row of rows) {
    if (row.level === 'DPP') national = strip(row);
    if (row.level === 'DPW') provinces.set(row.id, { ...strip(row), branches: [] });
  }
  for (const row of rows) {
    if (row.level === 'DPC' && row.parentId) provinces.get(row.parentId)?.branches.push(strip(row));
  }
  return { national, provinces: [...provinces.values()] };
}

export const structure: AppRouteHandler<typeof routes.structure> = async (c) => {
  const rows = await asAnonymous(c, activeChapters);
  // Content, not reference data: each chapter's officers edit its address and contacts (issue 28 §3).
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: organizationStructureSchema.parse(nest(rows)) }, 200);
};

export const duesCategories: AppRouteHandler<typeof routes.duesCategories> = async (c) => {
  const categories = await asAnonymous(c, activeDuesCategories);
  c.header('cache-control', PUBLIC_REFERENCE_CACHE);
  return c.json({ success: true as const, data: publicDuesCategoriesSchema.parse({ categories }) }, 200);
};
